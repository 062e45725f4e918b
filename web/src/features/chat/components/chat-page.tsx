import { Navigate } from "react-router";
import { useUser } from "@/lib/session";
import type { PhotoSlot } from "../photo-slot";
import { ChatSkeleton } from "./chat-skeleton";
import { ChatView } from "./chat-view";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /chat: the signed-in cook's conversation with the chef; visitors are sent to /auth. Keyed by the
 * user, so another account on the same tab gets a socket and a history of its own.
 */
export function ChatPage({ photos }: { photos: PhotoSlot }) {
  useDocumentTitle("Chat com o Chef");
  const { user, isLoading } = useUser();
  if (isLoading)
    return (
      <main className="mx-auto w-full max-w-3xl px-3 pt-4 sm:px-4">
        <ChatSkeleton />
      </main>
    );
  if (!user) return <Navigate to="/auth" replace />;
  return <ChatView key={user.id} photos={photos} />;
}
