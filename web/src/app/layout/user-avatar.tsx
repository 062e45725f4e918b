import { cn } from "@/lib/cn";

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || "U";
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid size-9 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-foreground ring-2 ring-card",
        className,
      )}
    >
      {initial}
    </span>
  );
}
