import { PREMIUM_PRICE_CENTS, type PublicUser } from "@chefzap/shared";
import { formatCents } from "@/lib/format-money";

interface SubscribeIntroProps {
  user: PublicUser | null;
  premium: boolean;
}

export function SubscribeIntro({ user, premium }: SubscribeIntroProps) {
  return (
    <header className="mx-auto grid max-w-2xl gap-3 text-center">
      <p className="text-sm font-bold tracking-wider text-primary uppercase">Planos</p>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {premium ? "Você é Premium" : "Cozinhe sem limites com o Premium"}
      </h1>
      <p className="text-muted-foreground">
        {premium
          ? "Obrigado por cozinhar com o ChefZap. Aqui você acompanha sua assinatura, as cobranças e as faturas."
          : `Receitas ilimitadas, Nova Versão, WhatsApp e suporte prioritário por ${formatCents(PREMIUM_PRICE_CENTS)}/mês.`}
      </p>
      {user && !premium && (
        <p className="text-sm font-semibold">
          Você já usou {Math.min(user.freeRecipesUsed, user.freeRecipesQuota)} de {user.freeRecipesQuota}{" "}
          receitas grátis.
        </p>
      )}
    </header>
  );
}
