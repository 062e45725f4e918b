import { Card } from "@/components/ui/card";

export function InstructionSteps({ steps }: { steps: readonly string[] }) {
  return (
    <Card className="grid content-start gap-5 p-5 sm:p-6" aria-labelledby="steps-title">
      <h2 id="steps-title" className="text-xl font-bold">
        Modo de preparo
      </h2>
      <ol className="grid gap-4">
        {steps.map((step, i) => (
          <li key={`${i}-${step}`} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {i + 1}
            </span>
            <p className="pt-0.5 leading-relaxed">
              <span className="sr-only">Passo {i + 1}: </span>
              {step}
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
