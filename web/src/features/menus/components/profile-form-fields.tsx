import { PROFILE_BOUNDS } from "@chefzap/shared";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import type { ProfileFormValues } from "../lib/profile-form-values";
import {
  NIVEL_ATIVIDADE_LABELS,
  OBJETIVO_LABELS,
  PROFILE_FIELD_LABELS as LABELS,
} from "../lib/profile-labels";
import { LabelledField } from "@/components/ui/labelled-field";
import { NativeSelect } from "./native-select";
import { SexoField } from "./sexo-field";

type Measure = "idade" | "altura" | "peso";
const MEASURES: readonly { field: Measure; step: string; unit: string }[] = [
  { field: "idade", step: "1", unit: "anos" },
  { field: "altura", step: "1", unit: "cm" },
  { field: "peso", step: "0.1", unit: "kg" },
];

/** Objetivo, sexo, idade, altura, peso and nível de atividade: the only inputs the tab has (spec §3). */
export function ProfileFormFields({ form }: { form: UseFormReturn<ProfileFormValues> }) {
  const { register, formState } = form;
  const error = (field: keyof ProfileFormValues) => formState.errors[field]?.message;
  return (
    <>
      <LabelledField id="perfil-objetivo" label={LABELS.objetivo} required error={error("objetivo")}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register("objetivo")}
            options={OBJETIVO_LABELS}
            placeholder="Escolha seu objetivo"
          />
        )}
      </LabelledField>
      <SexoField register={register} error={error("sexo")} />
      <div className="grid grid-cols-3 gap-3">
        {MEASURES.map(({ field, step }) => (
          <LabelledField
            key={field}
            id={`perfil-${field}`}
            label={LABELS[field]}
            required
            error={error(field)}
          >
            {(control) => (
              <Input
                {...control}
                {...register(field)}
                type="number"
                inputMode={field === "peso" ? "decimal" : "numeric"}
                step={step}
                min={PROFILE_BOUNDS[field].min}
                max={PROFILE_BOUNDS[field].max}
              />
            )}
          </LabelledField>
        ))}
      </div>
      <LabelledField
        id="perfil-nivelAtividade"
        label={LABELS.nivelAtividade}
        required
        error={error("nivelAtividade")}
      >
        {(control) => (
          <NativeSelect
            {...control}
            {...register("nivelAtividade")}
            options={NIVEL_ATIVIDADE_LABELS}
            placeholder="Escolha seu nível de atividade"
          />
        )}
      </LabelledField>
    </>
  );
}
