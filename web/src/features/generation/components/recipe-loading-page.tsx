import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { useUser } from "@/lib/session";
import { clearPendingIntent, readPendingIntent } from "@/lib/pending-intent";
import { RecipeLoadingView } from "./recipe-loading-view";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * /recipe-loading (spec §4): generates the recipe a visitor asked for before signing up. The stored
 * intent is read once on entry, because a success clears it while this page is still showing.
 */
export function RecipeLoadingPage() {
  useDocumentTitle("Gerando sua receita");
  const [intent] = useState(readPendingIntent);
  const { user } = useUser();

  useEffect(() => {
    if (intent.kind === "unparsable") clearPendingIntent();
  }, [intent]);

  if (intent.kind !== "generate") return <Navigate to="/" replace />;
  // Spec: a visitor who is not signed in sees nothing (nor while we are still finding out).
  if (!user) return null;
  return <RecipeLoadingView ingredients={intent.ingredients} />;
}
