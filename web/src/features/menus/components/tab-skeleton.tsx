import { Skeleton } from "@/components/ui/skeleton";

export function TabSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-4">
      <Skeleton className="h-48" />
      <Skeleton className="h-32" />
    </div>
  );
}
