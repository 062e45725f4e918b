import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** What a visitor sees instead of the page (spec §2, §6). */
export function RestrictedAccess() {
  return (
    <main className="mx-auto grid w-full max-w-md px-4 py-12 sm:py-20">
      <Card className="grid justify-items-center gap-3 px-6 py-10 text-center">
        <Lock aria-hidden="true" className="size-12 text-primary" />
        <h1 className="text-2xl font-bold">Acesso Restrito</h1>
        <p className="text-muted-foreground">
          Entre na sua conta para escrever suas receitas, melhorar com a IA e publicar para a comunidade.
        </p>
        <Button asChild size="lg">
          <Link to="/auth">Fazer Login</Link>
        </Button>
      </Card>
    </main>
  );
}
