import { ITENS_EM_CASA_MAX, REFEICOES_POR_DIA } from "@chefzap/shared";
import type { UseFormReturn } from "react-hook-form";
import { Textarea } from "@/components/ui/textarea";
import { LabelledField } from "@/components/ui/labelled-field";
import { NativeSelect } from "../../components/native-select";
import {
  ESTILO_ALIMENTAR_LABELS,
  ORCAMENTO_LABELS,
  RESTRICAO_LABELS,
  TEMPO_COZINHAR_LABELS,
} from "../../lib/profile-labels";
import type { PreferencesValues } from "../lib/preferences-values";
import { ChoiceChips } from "./choice-chips";

const MEALS = Object.fromEntries(REFEICOES_POR_DIA.map((n) => [String(n), String(n)]));

/** Step 2 (spec §2, §5): style and cooking time required; the rest optional. */
export function PreferencesStep({ form }: { form: UseFormReturn<PreferencesValues> }) {
  const { register, formState } = form;
  const error = (field: keyof PreferencesValues) => formState.errors[field]?.message;
  return (
    <>
      <LabelledField
        id="cardapio-estiloAlimentar"
        label="Estilo Alimentar"
        required
        error={error("estiloAlimentar")}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...register("estiloAlimentar")}
            options={ESTILO_ALIMENTAR_LABELS}
            placeholder="Escolha seu estilo alimentar"
          />
        )}
      </LabelledField>
      <LabelledField
        id="cardapio-tempoCozinhar"
        label="Tempo para Cozinhar"
        required
        error={error("tempoCozinhar")}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...register("tempoCozinhar")}
            options={TEMPO_COZINHAR_LABELS}
            placeholder="Quanto tempo por refeição?"
          />
        )}
      </LabelledField>
      <ChoiceChips
        legend="Restrições Alimentares"
        hint="opcional"
        type="checkbox"
        options={RESTRICAO_LABELS}
        registration={register("restricoes")}
        error={error("restricoes")}
      />
      <ChoiceChips
        legend="Refeições por Dia"
        type="radio"
        options={MEALS}
        registration={register("refeicoesPorDia")}
        error={error("refeicoesPorDia")}
        columns="grid grid-cols-4 gap-2"
      />
      <LabelledField
        id="cardapio-orcamento"
        label="Orçamento Semanal (opcional)"
        hint="Por pessoa: o custo dos alimentos da semana, estimado por preços de supermercado."
        error={error("orcamento")}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...register("orcamento")}
            options={ORCAMENTO_LABELS}
            placeholder="Sem orçamento definido"
          />
        )}
      </LabelledField>
      <LabelledField
        id="cardapio-itensEmCasa"
        label="Itens que Você Já Tem em Casa (opcional)"
        error={error("itensEmCasa")}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register("itensEmCasa")}
            maxLength={ITENS_EM_CASA_MAX}
            className="min-h-20"
            placeholder="Ex.: arroz, feijão, ovos"
          />
        )}
      </LabelledField>
    </>
  );
}
