import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function SubscriptionCardSkeleton() {
  return (
    <Card role="status" aria-label="Carregando sua assinatura" className="grid gap-5 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <Skeleton className="size-11 rounded-full" />
        <Skeleton className="h-6 w-44" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-10 w-56" />
    </Card>
  );
}
