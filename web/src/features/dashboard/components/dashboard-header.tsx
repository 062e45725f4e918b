import type { PublicUser } from "@chefzap/shared";
import { Crown } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export function DashboardHeader({ user }: { user: PublicUser }) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Olá, {user.firstName}!</h1>
        <p className="text-muted-foreground">O que vamos cozinhar hoje?</p>
      </div>
      {user.plan === "premium" ? (
        <Badge className="gap-1 self-start bg-accent px-3 py-1 text-sm text-accent-foreground sm:self-auto">
          <Crown aria-hidden="true" className="size-4" />
          Premium
        </Badge>
      ) : (
        <Badge className="self-start px-3 py-1 text-sm sm:self-auto">
          Receitas grátis: {user.freeRecipesUsed}/{user.freeRecipesQuota}
        </Badge>
      )}
    </header>
  );
}
