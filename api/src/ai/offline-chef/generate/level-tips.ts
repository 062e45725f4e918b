import { MISE_EN_PLACE } from "../knowledge/level-steps.ts";
import type { SkillLevel } from "../types.ts";

export type Cooking = "stove" | "oven" | "cold";

// A pan tip on a salad, or "antes de acender o fogo" on a mousse, tells the cook we did not read the recipe.
const TIPS: Record<Cooking, Record<SkillLevel, string>> = {
  stove: {
    iniciante:
      "Separe e corte todos os ingredientes antes de acender o fogo: assim nada queima enquanto você procura algo.",
    intermediario: "Use panela de fundo grosso: ela distribui melhor o calor e evita que o preparo grude.",
    avancado: "Tempere em camadas, provando a cada etapa, e controle o fogo para cada técnica.",
  },
  oven: {
    iniciante:
      "Separe e meça todos os ingredientes antes de começar e ligue o forno logo no início, para ele estar quente na hora certa.",
    intermediario: "Cada forno tem seu ritmo: confira o ponto alguns minutos antes do tempo indicado.",
    avancado: "Um termômetro de forno ajuda: a temperatura real costuma ser diferente da marcada no botão.",
  },
  cold: {
    iniciante:
      "Separe e meça todos os ingredientes antes de começar: fica mais fácil seguir a receita sem pressa.",
    intermediario: "Prove antes de servir e acerte o tempero (ou o doce) ao seu gosto.",
    avancado: "Frio, o sabor fica mais discreto: tempere ou adoce um pouco mais do que provaria morno.",
  },
};

const STOVE =
  /\b(fogo|panela|frigideira|refogue|doure|ferva|fervente|frite|salteie|grelhe|aqueça|cozinhe)\b/i;
// A microwave melts or cooks in minutes: no oven to preheat, no oven to read.
const OVEN = /\b(forno|asse|assadeira)\b/i;

// A beginner whose first step already lays out the ingredients is told about the flame or the oven instead.
const BEGINNER_LAID_OUT: Record<Cooking, string> = {
  stove: "Na dúvida, fogo médio: se algo começar a grudar ou escurecer rápido demais, abaixe o fogo e mexa.",
  oven: "Evite abrir o forno nos primeiros minutos: o calor escapa e o preparo demora mais para assar.",
  cold: TIPS.cold.iniciante,
};

/** How the dish is cooked: a step that browns in the oven ("retire o papel e doure") is the oven's. */
export function cookingOf(steps: readonly string[]): Cooking {
  if (steps.some((step) => STOVE.test(step) && !OVEN.test(step))) return "stove";
  return steps.some((step) => OVEN.test(step)) ? "oven" : "cold";
}

// A sweet is not seasoned and tasted in layers: its sugar is the point to watch, and it is sweetened,
// never salted, to taste.
const SWEET_TIPS: Partial<Record<Cooking, Partial<Record<SkillLevel, string>>>> = {
  stove: { avancado: "Controle o fogo em cada ponto: o açúcar passa do ponto em segundos." },
  cold: {
    intermediario: "Prove antes de servir e acerte o doce ao seu gosto.",
    avancado: "Frio, o doce fica mais discreto: adoce um pouco mais do que provaria em temperatura ambiente.",
  },
};

/** The skill level's general tip, for the way this dish is actually cooked and for a sweet or a savory. */
export function levelTip(level: SkillLevel, steps: readonly string[], sweet = false): string {
  const cooking = cookingOf(steps);
  if (level === "iniciante" && steps.some((step) => MISE_EN_PLACE.opening.test(step)))
    return BEGINNER_LAID_OUT[cooking];
  return (sweet ? SWEET_TIPS[cooking]?.[level] : undefined) ?? TIPS[cooking][level];
}
