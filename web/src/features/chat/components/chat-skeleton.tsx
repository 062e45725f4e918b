import { Skeleton } from "@/components/ui/skeleton";

/** While the history loads: the shape of a conversation, so the page does not jump. */
export function ChatSkeleton() {
  return (
    <div className="grid gap-5" aria-busy="true">
      <span className="sr-only">Carregando a conversa…</span>
      <Skeleton className="ml-auto h-10 w-48 rounded-2xl" />
      <div className="flex gap-2.5">
        <Skeleton className="size-8 shrink-0 rounded-full" />
        <Skeleton className="h-24 w-full max-w-sm rounded-2xl" />
      </div>
      <Skeleton className="ml-auto h-10 w-36 rounded-2xl" />
      <div className="flex gap-2.5">
        <Skeleton className="size-8 shrink-0 rounded-full" />
        <Skeleton className="h-40 w-full max-w-md rounded-2xl" />
      </div>
    </div>
  );
}
