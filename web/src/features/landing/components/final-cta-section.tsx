import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToIngredients } from "../scroll-to-ingredients";

export function FinalCtaSection() {
  return (
    <section aria-labelledby="cta-final" className="below-fold px-4 py-16 md:px-6 lg:py-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-20 size-72 rounded-full bg-accent/30 blur-3xl"
        />
        <h2
          id="cta-final"
          className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          O jantar de hoje começa com o que você já tem.
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-primary-foreground/90">
          Diga seus ingredientes e receba uma receita brasileira em instantes.
        </p>
        <Button size="lg" variant="secondary" className="relative mt-8" onClick={scrollToIngredients}>
          <Sparkles aria-hidden="true" />
          Criar minha receita
        </Button>
      </div>
    </section>
  );
}
