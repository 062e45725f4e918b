import { describe, expect, it } from "vitest";
import { energyTargets, mifflinStJeor } from "./energy.ts";
import { ACTIVITY_FACTORS } from "./energy-rules.ts";
import { NIVEIS_ATIVIDADE, OBJETIVOS, ESTILOS_ALIMENTARES, type EnergyInput } from "./index.ts";

const man = { sexo: "masculino", idade: 30, altura: 175, peso: 70 } as const;
const texts = (input: EnergyInput) => energyTargets(input).explanation.map((line) => line.text);

describe("Mifflin–St Jeor", () => {
  // Mifflin MD, St Jeor ST et al., Am J Clin Nutr 1990;51:241–7, abstract: the regression over 498 adults,
  // REE = 9.99 × weight + 6.25 × height − 4.92 × age + 166 × sex (male 1, female 0) − 161, "simplified"
  // to 10 / 6.25 / 5 with +5 for men and −161 for women "without affecting its predictive value".
  it("agrees with the paper's unsimplified regression within a few kcal over the allowed bounds", () => {
    const regression = (w: number, h: number, a: number, male: boolean) =>
      9.99 * w + 6.25 * h - 4.92 * a + 166 * (male ? 1 : 0) - 161;
    for (const sexo of ["masculino", "feminino"] as const)
      for (const [peso, altura, idade] of [
        [30, 120, 18],
        [70, 175, 30],
        [300, 230, 100],
        [55.5, 162.5, 64],
      ] as const) {
        const simplified = mifflinStJeor({ sexo, peso, altura, idade });
        const full = regression(peso, altura, idade, sexo === "masculino");
        expect(Math.abs(simplified - full)).toBeLessThanOrEqual(0.01 * peso + 0.08 * idade + 1e-9);
      }
  });

  // Worked examples published with calculators that use the equation:
  // complete.tools/bmr-calc ("Worked examples"): a 30-year-old woman, 70 kg, 165 cm → 1,420.25 kcal/day;
  // a 45-year-old man, 85 kg, 180 cm → 1,755 kcal/day.
  // ntro.it.com, "How will you estimate the energy requirements of an adult man": a 30-year-old man,
  // 80 kg, 180 cm → 1,780 kcal/day, and moderately active (× 1.55) → 2,759 kcal/day.
  it("reproduces published worked examples", () => {
    expect(mifflinStJeor({ sexo: "feminino", idade: 30, peso: 70, altura: 165 })).toBe(1420.25);
    expect(mifflinStJeor({ sexo: "masculino", idade: 45, peso: 85, altura: 180 })).toBe(1755);
    const adult = { sexo: "masculino", idade: 30, peso: 80, altura: 180 } as const;
    expect(mifflinStJeor(adult)).toBe(1780);
    const moderate = energyTargets({ ...adult, nivelAtividade: "moderado", objetivo: "manutencao" });
    expect(moderate).toMatchObject({ bmr: 1780, activityFactor: 1.55, tdee: 2759, calories: 2759 });
  });

  it("maps every activity level of the form to its factor", () => {
    expect(NIVEIS_ATIVIDADE.map((level) => ACTIVITY_FACTORS[level])).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
  });
});

describe("energyTargets", () => {
  it("spells out maintenance in pt-BR numbers, raising protein to 10% of energy", () => {
    expect(texts({ ...man, nivelAtividade: "moderado", objetivo: "manutencao" })).toEqual([
      "TMB = 10 × 70 kg + 6,25 × 175 cm − 5 × 30 anos + 5 = 1.649 kcal",
      "GET = 1.649 × 1,55 (moderado) = 2.556 kcal",
      "Meta = GET = 2.556 kcal (manutenção do peso)",
      "Proteína = 0,8 g/kg × 70 kg, ajustada ao mínimo de 10% da meta = 64 g (256 kcal, 10%)",
      "Gordura = 30% × 2.556 kcal ÷ 9 = 85 g (765 kcal, 30%)",
      "Carboidratos = (2.556 − 256 − 765) kcal ÷ 4 = 384 g (1.536 kcal, 60%)",
    ]);
  });

  it("takes 500 kcal off for weight loss and gives 1.6 g/kg of protein", () => {
    const t = energyTargets({ ...man, nivelAtividade: "moderado", objetivo: "perda-peso" });
    expect(t).toMatchObject({
      calories: 2056,
      protein: { grams: 112, kcal: 448, percent: 22, gramsPerKg: 1.6 },
      fat: { grams: 69, kcal: 621, percent: 30 },
      carbs: { grams: 247, kcal: 988, percent: 48 },
    });
    expect(t.explanation[2]!.text).toBe("Meta = 2.556 − 500 kcal (perda de peso) = 2.056 kcal");
  });

  it("never plans weight loss below 1,200 kcal for women, nor above what she spends", () => {
    const floor = energyTargets({
      sexo: "feminino",
      idade: 40,
      altura: 160,
      peso: 60,
      nivelAtividade: "sedentario",
      objetivo: "perda-peso",
    });
    expect(floor).toMatchObject({ bmr: 1239, tdee: 1487, calories: 1200 });
    expect(floor.explanation[0]!.text).toBe(
      "TMB = 10 × 60 kg + 6,25 × 160 cm − 5 × 40 anos − 161 = 1.239 kcal",
    );
    const small = energyTargets({
      sexo: "feminino",
      idade: 60,
      altura: 150,
      peso: 50,
      nivelAtividade: "sedentario",
      objetivo: "perda-peso",
    });
    expect(small).toMatchObject({ tdee: 1172, calories: 1172 });
    expect(small.explanation[2]!.text).toContain("mínimo de 1.200 kcal/dia para mulheres");
  });

  it("adds 10% and 2 g/kg of protein to gain muscle", () => {
    const t = energyTargets({
      sexo: "masculino",
      idade: 30,
      altura: 180,
      peso: 80,
      nivelAtividade: "intenso",
      objetivo: "ganho-massa",
    });
    expect(t).toMatchObject({
      tdee: 3071,
      calories: 3378,
      protein: { grams: 160 },
      fat: { grams: 94 },
      carbs: { grams: 473 },
    });
    expect(t.explanation[2]!.text).toBe("Meta = 3.071 × 1,1 (ganho de massa muscular, +10%) = 3.378 kcal");
  });

  it("caps carbohydrate for the low-carb and ketogenic styles; fat takes the rest", () => {
    const base = { ...man, nivelAtividade: "moderado", objetivo: "manutencao" } as const;
    const keto = energyTargets({ ...base, estiloAlimentar: "cetogenico" });
    expect(keto).toMatchObject({ carbs: { grams: 50, kcal: 200 }, fat: { grams: 233 } });
    expect(keto.explanation[5]!.text).toBe(
      "Carboidratos = mín(10% × 2.556 kcal ÷ 4; 50 g) (cetogênica) = 50 g (200 kcal, 8%)",
    );
    const lowCarb = energyTargets({ ...base, estiloAlimentar: "low-carb" });
    expect(lowCarb).toMatchObject({ carbs: { grams: 166, percent: 26 }, fat: { grams: 182 } });
  });

  it("keeps macros adding up to the target and protein within 10–35% for every profile", () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    for (let i = 0; i < 2000; i++) {
      const input: EnergyInput = {
        sexo: pick(["masculino", "feminino"] as const),
        idade: 18 + Math.floor(next() * 83),
        altura: 120 + Math.round(next() * 1100) / 10,
        peso: 30 + Math.round(next() * 2700) / 10,
        nivelAtividade: pick(NIVEIS_ATIVIDADE),
        objetivo: pick(OBJETIVOS),
        estiloAlimentar: pick(ESTILOS_ALIMENTARES),
      };
      const t = energyTargets(input);
      const sum = t.protein.kcal + t.fat.kcal + t.carbs.kcal;
      expect(Math.abs(sum - t.calories), JSON.stringify(input)).toBeLessThanOrEqual(6);
      expect(t.protein.kcal / t.calories).toBeGreaterThanOrEqual(0.1);
      expect(t.protein.kcal / t.calories).toBeLessThanOrEqual(0.35);
      expect(t.carbs.grams).toBeGreaterThanOrEqual(0);
      expect(t.calories).toBeGreaterThan(0);
    }
  });
});
