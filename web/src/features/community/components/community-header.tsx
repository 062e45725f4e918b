import { BookOpen, ChefHat, Share2, Star } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/pt-br-format";
import { useCommunityStats } from "../api/get-community-stats";

const STATS = [
  { key: "totalRecipes", label: "Receitas", Icon: BookOpen },
  { key: "totalChefs", label: "Chefs", Icon: ChefHat },
  { key: "totalRatings", label: "Avaliações", Icon: Star },
] as const;

export function CommunityHeader() {
  const stats = useCommunityStats();
  return (
    <header className="grid gap-5 text-center">
      <div className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Receitas da Comunidade
        </h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">
          Descubra receitas criadas e avaliadas por outros cozinheiros do ChefZap.
        </p>
      </div>
      {/* Totals are a nicety: if they fail, the recipes below still load and nothing is shown here. */}
      {!stats.isError && (
        <dl
          aria-busy={stats.isPending || undefined}
          className="mx-auto grid w-full max-w-xl grid-cols-3 gap-3"
        >
          {STATS.map(({ key, label, Icon }) => (
            <div
              key={key}
              className="grid justify-items-center gap-1 rounded-xl border border-border bg-card p-3"
            >
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <dt className="order-last text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
              <dd className="text-xl font-extrabold tabular-nums sm:text-2xl">
                {stats.data ? formatNumber(stats.data[key]) : <Skeleton className="h-7 w-10" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Button asChild size="lg" className="mx-auto w-full sm:w-auto">
        <Link to="/minhas-receitas">
          <Share2 aria-hidden="true" />
          Compartilhar Minha Receita
        </Link>
      </Button>
    </header>
  );
}
