import { Skeleton } from "@/components/ui/skeleton";

/**
 * Shaped like the Premium offer most accounts see (text-sm lines of 20 px: five on a phone, three
 * wider, then the button), so the card does not grow and push the recipes down when it arrives.
 */
export function WhatsappLinkSkeleton() {
  return (
    <div data-slot="whatsapp-link-skeleton" className="grid gap-4">
      <span className="sr-only">Carregando WhatsApp...</span>
      <div className="grid max-w-prose gap-2 py-1">
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-11/12" />
        <Skeleton className="h-3 w-full sm:hidden" />
        <Skeleton className="h-3 w-1/2 sm:hidden" />
      </div>
      <Skeleton className="h-10 w-full sm:w-40" />
    </div>
  );
}
