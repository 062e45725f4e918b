import type { SkillLevel } from "../types.ts";

/**
 * Where the dish is cooked, as the level tip reads it: an oven tip on an airfryer basket or a mug cake,
 * or a pan tip on a salad, tells the cook we did not read the recipe.
 */
export type TipKitchen = "stove" | "oven" | "airfryer" | "micro" | "cold";

/** A level tip, kept only when the steps show what it talks about. */
export interface LevelTip {
  text: string;
  /** "timed": an oven step gives minutes to check against; "long": something bakes 20 minutes or more. */
  needs?: "timed" | "long";
}

type LevelTable = Record<TipKitchen, Record<SkillLevel, LevelTip>>;

// No "na dúvida, fogo médio" at the stove: a farofa's own tip asks for fogo baixo, and the cue to lower
// the flame holds for every dish.
const BEGINNER_FLAME = "Se algo começar a grudar ou escurecer rápido demais, abaixe o fogo e mexa.";
const SHORT_BAKE =
  "Fique por perto do forno: o que doura em poucos minutos passa do ponto rápido, e cada forno tem seu ritmo.";

export const LEVEL_TIPS: LevelTable = {
  stove: {
    iniciante: {
      text: "Separe e corte todos os ingredientes antes de acender o fogo: assim nada queima enquanto você procura algo.",
    },
    intermediario: {
      text: "Use panela de fundo grosso: ela distribui melhor o calor e evita que o preparo grude.",
    },
    avancado: { text: "Tempere em camadas, provando a cada etapa, e controle o fogo para cada técnica." },
  },
  oven: {
    iniciante: {
      text: "Separe e meça todos os ingredientes antes de começar e ligue o forno logo no início, para ele estar quente na hora certa.",
    },
    intermediario: {
      text: "Cada forno tem seu ritmo: confira o ponto alguns minutos antes do tempo indicado.",
      needs: "timed",
    },
    avancado: {
      text: "Um termômetro de forno ajuda: a temperatura real costuma ser diferente da marcada no botão.",
    },
  },
  airfryer: {
    iniciante: {
      text: "Na airfryer, abrir o cesto não atrapalha: confira o ponto e vire os pedaços sempre que precisar.",
    },
    intermediario: {
      text: "Cada airfryer tem seu ritmo: abra o cesto e confira o ponto de vez em quando.",
    },
    avancado: { text: "Unte o cesto com pincel, não com spray: o spray gasta o antiaderente da airfryer." },
  },
  micro: {
    iniciante: {
      text: "Fique de olho pela porta do micro-ondas: quando a massa para de crescer, está quase pronta.",
    },
    intermediario: {
      text: "Cada micro-ondas tem sua potência: comece pelo tempo menor e complete de 20 em 20 segundos.",
    },
    avancado: {
      text: "Tire do micro-ondas com o centro ainda úmido: ele termina de cozinhar com o próprio calor.",
    },
  },
  cold: {
    iniciante: {
      text: "Separe e meça todos os ingredientes antes de começar: fica mais fácil seguir a receita sem pressa.",
    },
    intermediario: { text: "Prove antes de servir e acerte o tempero ao seu gosto." },
    avancado: { text: "Frio, o sabor fica mais discreto: tempere um pouco mais do que provaria morno." },
  },
};

// A sweet is not seasoned and tasted in layers: its sugar is the point to watch, and it is sweetened,
// never salted, to taste.
export const SWEET_LEVEL_TIPS: Partial<Record<TipKitchen, Partial<Record<SkillLevel, LevelTip>>>> = {
  stove: { avancado: { text: "Controle o fogo em cada ponto: o açúcar passa do ponto em segundos." } },
  cold: {
    intermediario: { text: "Prove antes de servir e acerte o doce ao seu gosto." },
    avancado: {
      text: "Frio, o doce fica mais discreto: adoce um pouco mais do que provaria em temperatura ambiente.",
    },
  },
};

/** A beginner whose first step already lays out the ingredients is told about the flame or the oven instead. */
export const BEGINNER_LAID_OUT: Record<TipKitchen, LevelTip> = {
  stove: { text: BEGINNER_FLAME },
  oven: {
    text: "Evite abrir o forno nos primeiros minutos: o calor escapa e o preparo demora mais para assar.",
    needs: "long",
  },
  airfryer: LEVEL_TIPS.airfryer.iniciante,
  micro: LEVEL_TIPS.micro.iniciante,
  cold: LEVEL_TIPS.cold.iniciante,
};

/** What an oven tip says when the steps do not show what it needs (a toast browned in minutes, untimed). */
export const OVEN_FALLBACK_TIP: LevelTip = { text: SHORT_BAKE };
