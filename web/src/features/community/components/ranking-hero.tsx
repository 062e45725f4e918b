import { Trophy } from "lucide-react";

export function RankingHero() {
  return (
    <header className="grid justify-items-center gap-3 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-accent text-accent-foreground">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">Top Receitas</h1>
      <p className="max-w-2xl text-muted-foreground">
        As receitas mais bem avaliadas pela comunidade ChefZap. Uma nota alta com muitas avaliações vale mais
        do que uma só nota máxima.
      </p>
    </header>
  );
}
