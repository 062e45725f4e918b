import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

// The spec fixes this page's heading and line in English, unlike the rest of the interface; the way
// back is ours, in Portuguese like every other control.
export function NotFoundPage() {
  useDocumentTitle("Página não encontrada");
  return (
    <main lang="en" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild className="mt-8">
        <Link to="/" lang="pt-BR">
          Voltar ao início
        </Link>
      </Button>
    </main>
  );
}
