import { FREE_RECIPE_QUOTA } from "@chefzap/shared";
import { CircleCheck } from "lucide-react";
import type { IngredientList } from "../hooks/use-ingredient-list";
import type { ScannerSlot } from "../scanner-slot";
import { IngredientCard } from "./ingredient-card";

const highlights = [
  `${FREE_RECIPE_QUOTA} receitas grátis`,
  "Sem cartão de crédito",
  "Receitas brasileiras, passo a passo",
];

export function HeroSection({ list, Scanner }: { list: IngredientList; Scanner?: ScannerSlot }) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-accent/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-64 -left-32 size-80 rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-10 px-4 pt-8 pb-16 md:px-6 md:pt-14 lg:grid-cols-[minmax(0,1fr)_30rem] lg:items-start lg:gap-16 lg:pb-24">
        <div className="space-y-6 lg:pt-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-success/10 px-3 py-1 text-xs font-semibold text-success">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
            Seu assistente de cozinha com IA
          </p>
          <h1 className="text-4xl leading-[1.05] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            O que tem na geladeira <span className="text-primary">vira receita.</span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            Diga os ingredientes que você tem e o ChefZap cria uma receita brasileira no seu nível, com tempo
            de preparo, dicas e substituições.
          </p>
          <ul className="flex flex-col gap-2 text-sm font-medium sm:flex-row sm:flex-wrap sm:gap-x-5">
            {highlights.map((text) => (
              <li key={text} className="flex items-center gap-2">
                <CircleCheck className="size-4 text-success" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <IngredientCard list={list} Scanner={Scanner} />
      </div>
    </section>
  );
}
