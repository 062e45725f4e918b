import { Card } from "@/components/ui/card";

const STEPS = [
  { title: "Compartilhe sua receita", text: "Escreva os ingredientes e o modo de preparo do seu jeito." },
  {
    title: "A IA melhora",
    text: "Com “Criar com IA…”, ela deixa os passos mais claros, completa quantidades e sugere dicas.",
  },
  {
    title: "Publique para a comunidade",
    text: "Outros cozinheiros encontram, preparam e avaliam a sua receita.",
  },
] as const;

export function HowItWorksCard() {
  return (
    <Card className="grid content-start gap-4 p-5">
      <h2 className="text-lg font-bold">Como funciona</h2>
      <ol className="grid gap-3">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
