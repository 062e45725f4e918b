import {
  FAT_ENERGY_SHARE,
  KETO_MAX_CARBS_G,
  KETO_ENERGY_SHARE,
  LOW_CARB_ENERGY_SHARE,
  MUSCLE_GAIN_SURPLUS,
  WEIGHT_LOSS_DEFICIT,
  WEIGHT_LOSS_FLOOR,
  type EnergyInput,
  type EnergyTargets,
  type ExplanationLine,
} from "./energy-rules.ts";
import { OBJETIVO_LABELS, type NivelAtividade } from "./options.ts";

const ACTIVITY_WORDS: Record<NivelAtividade, string> = {
  sedentario: "sedentário",
  leve: "leve",
  moderado: "moderado",
  intenso: "intenso",
  "muito-intenso": "muito intenso",
};

const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 3 });
const n = (value: number) => number.format(value);
const pct = (share: number) => `${n(Math.round(share * 100))}%`;

function bmrText({ sexo, idade, altura, peso }: EnergyInput, bmr: number): string {
  const constant = sexo === "masculino" ? "+ 5" : "− 161";
  return `TMB = 10 × ${n(peso)} kg + 6,25 × ${n(altura)} cm − 5 × ${n(idade)} anos ${constant} = ${n(bmr)} kcal`;
}

function caloriesText(input: EnergyInput, t: Pick<EnergyTargets, "tdee" | "calories">): string {
  const goal = OBJETIVO_LABELS[input.objetivo].toLowerCase();
  if (input.objetivo === "perda-peso") {
    const floor = WEIGHT_LOSS_FLOOR[input.sexo];
    const who = input.sexo === "feminino" ? "mulheres" : "homens";
    if (t.calories === t.tdee - WEIGHT_LOSS_DEFICIT)
      return `Meta = ${n(t.tdee)} − ${n(WEIGHT_LOSS_DEFICIT)} kcal (${goal}) = ${n(t.calories)} kcal`;
    if (t.calories === floor)
      return `Meta = ${n(t.tdee)} − ${n(WEIGHT_LOSS_DEFICIT)} kcal ficaria abaixo do mínimo de ${n(floor)} kcal/dia para ${who}: ${n(floor)} kcal`;
    return `Meta = GET = ${n(t.calories)} kcal: o déficit levaria abaixo do mínimo de ${n(floor)} kcal/dia para ${who}`;
  }
  if (input.objetivo === "ganho-massa")
    return `Meta = ${n(t.tdee)} × ${n(1 + MUSCLE_GAIN_SURPLUS)} (${goal}, +${pct(MUSCLE_GAIN_SURPLUS)}) = ${n(t.calories)} kcal`;
  return `Meta = GET = ${n(t.calories)} kcal (${goal})`;
}

function proteinText(input: EnergyInput, t: Omit<EnergyTargets, "explanation">): string {
  const { grams, kcal, percent, gramsPerKg } = t.protein;
  const byWeight = `${n(gramsPerKg)} g/kg × ${n(input.peso)} kg`;
  const tail = `${n(grams)} g (${n(kcal)} kcal, ${percent}%)`;
  if (grams === Math.round(gramsPerKg * input.peso)) return `Proteína = ${byWeight} = ${tail}`;
  const bound = grams > gramsPerKg * input.peso ? "mínimo de 10%" : "máximo de 35%";
  return `Proteína = ${byWeight}, ajustada ao ${bound} da meta = ${tail}`;
}

function fatAndCarbs(
  input: EnergyInput,
  t: Omit<EnergyTargets, "explanation">,
  capped: boolean,
): [fat: string, carbs: string] {
  const { calories, protein, fat, carbs } = t;
  const fatTail = `${n(fat.grams)} g (${n(fat.kcal)} kcal, ${fat.percent}%)`;
  const carbsTail = `${n(carbs.grams)} g (${n(carbs.kcal)} kcal, ${carbs.percent}%)`;
  if (!capped)
    return [
      `Gordura = ${pct(FAT_ENERGY_SHARE[input.objetivo])} × ${n(calories)} kcal ÷ 9 = ${fatTail}`,
      `Carboidratos = (${n(calories)} − ${n(protein.kcal)} − ${n(fat.kcal)}) kcal ÷ 4 = ${carbsTail}`,
    ];
  const cap =
    input.estiloAlimentar === "cetogenico"
      ? `mín(${pct(KETO_ENERGY_SHARE)} × ${n(calories)} kcal ÷ 4; ${KETO_MAX_CARBS_G} g) (cetogênica)`
      : `${pct(LOW_CARB_ENERGY_SHARE)} × ${n(calories)} kcal ÷ 4 (low-carb)`;
  return [
    `Gordura = (${n(calories)} − ${n(protein.kcal)} − ${n(carbs.kcal)}) kcal ÷ 9 = ${fatTail}`,
    `Carboidratos = ${cap} = ${carbsTail}`,
  ];
}

/** The targets' arithmetic in pt-BR numbers ("1.649 kcal", "6,25 × 175 cm"), step by step. */
export function explainTargets(
  input: EnergyInput,
  t: Omit<EnergyTargets, "explanation">,
  carbsCapped: boolean,
): ExplanationLine[] {
  const activity = ACTIVITY_WORDS[input.nivelAtividade];
  const [fat, carbs] = fatAndCarbs(input, t, carbsCapped);
  return [
    { step: "bmr", label: "Taxa metabólica basal (Mifflin–St Jeor)", text: bmrText(input, t.bmr) },
    {
      step: "tdee",
      label: "Gasto energético total",
      text: `GET = ${n(t.bmr)} × ${n(t.activityFactor)} (${activity}) = ${n(t.tdee)} kcal`,
    },
    { step: "calories", label: "Meta diária de energia", text: caloriesText(input, t) },
    { step: "protein", label: "Proteína", text: proteinText(input, t) },
    { step: "fat", label: "Gordura", text: fat },
    { step: "carbs", label: "Carboidratos", text: carbs },
  ];
}
