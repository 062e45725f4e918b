import { cn } from "@/lib/cn";

export function ScannerPhoto({ image, className }: { image: string; className?: string }) {
  return (
    <img
      src={image}
      alt="Foto escolhida"
      className={cn("max-h-64 w-full rounded-lg bg-muted object-contain", className)}
    />
  );
}
