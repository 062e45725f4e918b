import { Skeleton } from "@/components/ui/skeleton";

export function WhatsappLinkSkeleton() {
  return (
    <div data-slot="whatsapp-link-skeleton" className="grid gap-3">
      <span className="sr-only">Carregando WhatsApp...</span>
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-4 w-2/3 max-w-sm" />
      <Skeleton className="h-10 w-full sm:w-40" />
    </div>
  );
}
