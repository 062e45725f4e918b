import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { HowItWorksSteps } from "./how-it-works-steps";
import { PageIntro } from "./page-intro";
import { RecipeIncludes } from "./recipe-includes";
import { WhatsappSection } from "./whatsapp-section";
import { useDocumentTitle } from "@/lib/use-document-title";

export function HowItWorksPage() {
  useDocumentTitle("Como funciona");
  return (
    <main className="pb-20">
      <PageIntro eyebrow="Como funciona" title="Da geladeira ao prato em três passos">
        Você diz o que tem, o ChefZap cria a receita e você cozinha com confiança.
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-14 px-4 md:px-6">
        <HowItWorksSteps />
        <RecipeIncludes />
        <WhatsappSection />
        <section aria-labelledby="comecar" className="text-center">
          <h2 id="comecar" className="text-3xl font-extrabold tracking-tight">
            Pronto para cozinhar?
          </h2>
          <p className="mt-2 text-muted-foreground">
            Comece com os ingredientes que já estão na sua cozinha.
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/">
              <Sparkles aria-hidden="true" />
              Criar minha receita
            </Link>
          </Button>
        </section>
      </div>
    </main>
  );
}
