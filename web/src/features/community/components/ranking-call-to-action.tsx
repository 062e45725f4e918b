import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function RankingCallToAction() {
  return (
    <section
      aria-labelledby="ranking-cta"
      className="grid justify-items-center gap-3 rounded-[var(--radius-card)] bg-muted px-6 py-10 text-center"
    >
      <h2 id="ranking-cta" className="text-2xl font-extrabold tracking-tight text-balance">
        Sua receita pode ser a próxima do ranking
      </h2>
      <p className="max-w-xl text-muted-foreground">
        Diga o que tem na geladeira, o ChefZap cria a receita e a comunidade avalia.
      </p>
      <Button asChild size="lg">
        <Link to="/">
          <Sparkles aria-hidden="true" />
          Criar Minha Receita
        </Link>
      </Button>
    </section>
  );
}
