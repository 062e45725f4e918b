/**
 * How a step reads at iniciante and avançado, as rewrites of the intermediário text every template writes:
 * a first-time cook needs the flame, the sign that it is done and the care a hot pan asks; a confident
 * cook needs every step to still say how long or until when. Intermediário reads the templates as written.
 */

/** A rewrite of one step: `replace` may use `$&` and groups; `unless` keeps steps that already say it. */
export interface StepRewrite {
  match: RegExp;
  replace: string;
  unless?: RegExp;
  /** Only in steps that say this too ("cebola" anywhere in the step). */
  when?: RegExp;
}

/** A step that states a time or a sign of doneness: "por 3 minutos", "até murchar", "no ponto". */
export const HAS_CUE =
  /\d+\s*(?:min|h\b|hora|segundo)|\d+h\d*|(?<!\p{L})(?:até|ponto|(?<!vez em )quando|sem deixar|só para|assim que|dos dois lados|de cada lado|conforme a embalagem|pelo tempo da embalagem|°C para dourar|crosta)(?!\p{L})/iu;

/** The flame a beginner lights for each first heating, when the step does not say it. */
export const BEGINNER_FLAME: readonly StepRewrite[] = [
  {
    // "Aqueça o azeite em uma panela grande": the first flame of the dish.
    match:
      /^(Aqueça (?:o|a|os|as|um pouco d[oa]) [^,.;]+? (?:em uma|numa|em) (?:panela|frigideira)(?: grande| funda| antiaderente)?(?: com tampa)?)/,
    replace: "$1 em fogo médio",
    unless: /\bfogo\b|\bbem quente\b|°C/,
  },
  {
    match: /^(Derreta (?:a|o) [^,.;]+?)(?= e |[,.;])/,
    replace: "$1 em fogo baixo",
    unless: /\bfogo\b|micro-ondas|forma de pudim/,
  },
];

/**
 * Signs of doneness for stove steps that state none, at iniciante and avançado. The cue is an infinitive
 * ("até murchar") so it agrees with whatever food fills the step.
 */
export const STOVE_CUES: readonly StepRewrite[] = [
  {
    match: /\b(refogue(?: [^,.;]*?)?)(,|;|\.| e tempere\b)/i,
    when: /cebola|alho-poró/i,
    replace: "$1 até murchar, cerca de 3 minutos$2",
    unless: HAS_CUE,
  },
  {
    match: /\b(refogue o alho(?: n[oa] [^,.;]+)?)(?=[,.;])/i,
    replace: "$1 por 1 minuto, sem deixar queimar",
    unless: HAS_CUE,
  },
  {
    match: /\b(refogue(?: [^,.;]*?)?)(,|;|\.| e tempere\b)/i,
    replace: "$1 até amaciar, cerca de 3 minutos$2",
    unless: HAS_CUE,
  },
  {
    // Garlic alone burns past a minute; with onion it colours with it.
    match: /\b(doure [^,.;]*?alho[^,.;]*?)(?=,|;|\.| e junte\b)/i,
    replace: "$1, mexendo, por cerca de 1 minuto, sem deixar queimar",
    unless: /cebola|(?<!\p{L})(?:até|\d+\s*min)/iu,
  },
  {
    match: /\b(doure [^,.;]*?(?:cebola|alho)[^,.;]*?)(?=,|;|\.| e junte\b)/i,
    replace: "$1, mexendo, até pegar cor, cerca de 5 minutos",
    unless: HAS_CUE,
  },
  {
    match: /\b(doure [^,.;]*?)(?=,|;|\.| e (?:junte|reserve)\b)/i,
    replace: "$1, mexendo de vez em quando, até pegar cor por igual",
    unless: HAS_CUE,
  },
  { match: /\b(frite [^,.;]*?)(?=,|;|\.)/i, replace: "$1 até dourar, cerca de 5 minutos", unless: HAS_CUE },
  { match: /^(Sele [^,.;]*?por todos os lados)/, replace: "$1 até dourar bem,", unless: HAS_CUE },
  {
    match: /^(Toste [^,.;]*? numa frigideira seca)/,
    replace: "$1, mexendo, até dourar e perfumar, cerca de 3 minutos,",
    unless: HAS_CUE,
  },
  { match: /^(Ferva [^,.;]+?)(?=\.)/, replace: "$1, só até levantar fervura", unless: HAS_CUE },
  {
    match: /^(Cozinhe o arroz[^,.;]*?)(?= e deixe esfriar)/,
    replace: "$1 até secar a água",
    unless: HAS_CUE,
  },
  {
    match: /^(Derreta (?:a|o) [^,.;]+?)(?=\.)/,
    when: /\bfogo\b/,
    replace: "$1, sem deixar escurecer",
    unless: HAS_CUE,
  },
  {
    match: /^(Derreta (?:a|o) [^,.;]+?)(?=\.)/,
    replace: "$1 em fogo baixo, sem deixar escurecer",
    unless: HAS_CUE,
  },
  // A doce's first simmer melts the sugar; the next step cooks the pieces soft.
  {
    match: /^(Cozinhe com [^.]*?em fogo baixo, mexendo de vez em quando)(?=\.)/,
    replace: "$1, até formar uma calda, cerca de 10 minutos",
    unless: HAS_CUE,
  },
];

/**
 * A refogado that lost its onion ("sem cebola"): garlic alone never wilts, it is golden in a minute and
 * burns soon after, so the onion's cue and time go with the onion.
 */
export const GARLIC_ALONE: readonly StepRewrite[] = [
  {
    match: /\b(refogue(?: o alho(?: n[oa] [^,.;]+)?)?) até murchar(?:, cerca de \d+ minutos)?/i,
    replace: "$1 por 1 minuto, sem deixar queimar",
  },
  { match: /\b(sue o alho[^,.;]*?) por \d+ minutos/i, replace: "$1 por 1 minuto" },
];

/** Cues only a beginner needs: the flame, how to tell it is done, what to do with a hot pan. */
export const BEGINNER_CUES: readonly StepRewrite[] = [
  { match: /(refogue [^.;]*?até murchar)(?![^.;]*\d)/, replace: "$1, cerca de 3 minutos" },
  {
    match: /(doure [^,.;]+? aos poucos, virando de vez em quando)/,
    // No minutes: a prawn is golden in two, a pork rib in ten; the colour is the sign for both.
    replace: "$1, até dourar de todos os lados",
    unless: /\d+\s*min/,
  },
  {
    // The pressure cooker counts from the hiss, not from the moment it goes on the fire.
    match: /(na pressão[^,.;]*? por \d+ minutos)/,
    replace: "$1, contados a partir do chiado da panela",
    unless: /chiad/,
  },
  {
    // Said before the food goes in, not after it is fried.
    match: /^Frite\b/,
    replace: "Com cuidado, longe do corpo, para a gordura não espirrar, frite",
    unless: /cuidado/,
  },
  {
    match: /(virar caramelo[^.]*\.)/,
    replace: "$1 Cuidado: caramelo quente queima a pele; não toque nem prove.",
    unless: /cuidado/i,
  },
];

/** A pressure cooker is opened only when its pressure is gone: a step of its own for a beginner. */
export const PRESSURE_RELEASE = {
  after: /\bna pressão\b/,
  step: "Desligue o fogo e espere a pressão sair sozinha, cerca de 10 minutos, antes de abrir a panela.",
  minutes: 10,
};

/** The oven is lit before the dish is ready for it, or the dish waits in a cold oven. */
export const PREHEAT = {
  bakes: /\b(asse|assar|leve ao forno|gratine)\b/i,
  preheated: /preaque|forno quente/i,
  /** An airfryer heats in a minute and is not the oven the dish waits for. */
  notOven: /airfryer|air fryer/i,
  temperature: /(\d{3}) ?°C/,
  step: (celsius: string) => `Ligue o forno a ${celsius} °C para preaquecer enquanto termina o preparo.`,
  defaultCelsius: "180",
};

/** Hot oven, hot dish: said once, on the first step that bakes. */
export const OVEN_SAFETY = " Use luvas ou um pano de prato dobrado sempre que mexer na forma quente.";

/** Laying everything out first is what keeps a beginner's refogado from burning. */
export const MISE_EN_PLACE = {
  step: (lit: "o fogo" | "o forno", cutsInSteps: boolean) =>
    cutsInSteps
      ? `Antes de ligar ${lit}, separe e meça os ingredientes.`
      : `Antes de ligar ${lit}, separe os ingredientes e corte como pede a lista.`,
  /** A recipe with its own step to peel or chop is not told to have chopped everything already. */
  cutStep: /^(Descasque|Pique|Corte|Rale|Lave|Fatie)\b/,
  /** The step's opening, however it is lit: how the tips know the step is there. */
  opening: /^Antes de ligar o (fogo|forno), separe (e meça )?os ingredientes/,
  /** Worth its step when the list has foods to cut and the dish is cooked on the stove. */
  cut: /\b(picad|em cubos|em rodelas|fatiad|ralad|em tiras|em pedaços|em bifes|em fatias|em gomos)/i,
  dayBefore: /de molho|véspera|de um dia para o outro/i,
  minLines: 5,
};

/** A step longer than this that joins two actions reads better to a beginner as two steps. */
export const SPLIT_LENGTH = 90;
/** Neither part of a split step may be shorter than this: "Escorra." stays with what it drains. */
export const SPLIT_PART = 22;

/**
 * Where an avançado step with no time takes the time of the simpler version of the same step: after
 * the oven verb ("Asse por cerca de 25 minutos, até o centro firmar") or the simmer.
 */
export const TIME_SLOTS: readonly RegExp[] = [
  /\b(asse(?: a \d+ ?°C)?|gratine a \d+ ?°C)(?= até)/i,
  /\b(em fervura branda)(?=,)/i,
];
export const STATED_TIME = /(?:cerca de )?\d+(?: a \d+)? minutos|\d+h\d*|\d+ horas?/;
/** When the simpler version has no time either, a gratin browns in this long. */
export const GRATIN_MINUTES = "5 a 10 minutos";

/** A roast rests before it is cut, or its juices run onto the board: a confident cook lets it. */
export const ROAST_REST = {
  meat: /\b(frango|pernil|lombo|lombinho|costel\w*|cordeiro|peru|picanha|maminha|fraldinha|cupim|coxas?|sobrecoxas?|peça|carré)\b/i,
  rested: /descans/i,
  step: "Deixe a carne descansar 10 minutos antes de cortar, para os sucos se assentarem.",
  minutes: 10,
};
