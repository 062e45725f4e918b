import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { RecipeField, RecipeFormValues } from "../lib/recipe-form-values";
import { LabelledField } from "@/components/ui/labelled-field";

/** The six fields of the spec, plus tips and substitutions once an accepted improvement brings them. */
export function RecipeFormFields({ withExtras }: { withExtras: boolean }) {
  const { register, formState, clearErrors } = useFormContext<RecipeFormValues>();
  // A field's message goes away as soon as the cook starts fixing it.
  const field = (name: RecipeField) => register(name, { onChange: () => clearErrors(name) });
  const error = (name: RecipeField) => formState.errors[name]?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LabelledField
        id="recipe-title"
        label="Título"
        required
        error={error("title")}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} placeholder="Ex.: Bolo de fubá da vó" {...field("title")} />}
      </LabelledField>
      <LabelledField
        id="recipe-description"
        label="Descrição"
        required
        error={error("description")}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            className="min-h-20"
            placeholder="Conte a história do prato ou quando ele vai bem."
            {...field("description")}
          />
        )}
      </LabelledField>
      <LabelledField
        id="recipe-ingredients"
        label="Ingredientes"
        required
        hint="Um por linha, com a quantidade. Ex.: 2 xícaras (chá) de fubá"
        error={error("ingredients")}
      >
        {(control) => <Textarea {...control} rows={7} {...field("ingredients")} />}
      </LabelledField>
      <LabelledField
        id="recipe-instructions"
        label="Modo de preparo"
        required
        hint="Um passo por linha, na ordem em que você faz."
        error={error("instructions")}
      >
        {(control) => <Textarea {...control} rows={7} {...field("instructions")} />}
      </LabelledField>
      <LabelledField id="recipe-cooking-time" label="Tempo de preparo (minutos)" error={error("cookingTime")}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...field("cookingTime")} />}
      </LabelledField>
      <LabelledField id="recipe-servings" label="Porções" error={error("servings")}>
        {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...field("servings")} />}
      </LabelledField>
      {withExtras && (
        <>
          <LabelledField id="recipe-tips" label="Dicas" error={error("tips")}>
            {(control) => <Textarea {...control} rows={3} className="min-h-20" {...field("tips")} />}
          </LabelledField>
          <LabelledField id="recipe-substitutions" label="Substituições" error={error("substitutions")}>
            {(control) => <Textarea {...control} rows={3} className="min-h-20" {...field("substitutions")} />}
          </LabelledField>
        </>
      )}
    </div>
  );
}
