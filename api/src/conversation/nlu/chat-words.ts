/**
 * How WhatsApp Portuguese is written, read back as words: shorthand ("vc", "oq", "pfv"), laughter in
 * any length ("kkkkk", "hahaha", "rsrs"), stretched letters ("obrigadooo") and the emoji that stand for
 * a word. The classifier and the entity finders read the same plain words, so a corpus line and a
 * message typed in any of these ways look alike to them.
 */
const SHORTHAND: Record<string, string> = {
  vc: "voce",
  vcs: "voces",
  ce: "voce",
  pq: "porque",
  oq: "o que",
  oque: "o que",
  q: "que",
  tb: "tambem",
  tbm: "tambem",
  pfv: "por favor",
  pf: "por favor",
  pfvr: "por favor",
  plis: "por favor",
  mt: "muito",
  mto: "muito",
  mta: "muita",
  mts: "muitos",
  td: "tudo",
  tds: "todos",
  blz: "beleza",
  obg: "obrigado",
  obgd: "obrigado",
  obgda: "obrigada",
  brigado: "obrigado",
  brigada: "obrigada",
  vlw: "valeu",
  hj: "hoje",
  agr: "agora",
  msm: "mesmo",
  cmg: "comigo",
  dps: "depois",
  ss: "sim",
  s: "sim",
  nn: "nao",
  to: "estou",
  ta: "esta",
  tao: "tao",
  p: "para",
  pra: "para",
  pro: "para o",
  pros: "para os",
  pras: "para as",
  qto: "quanto",
  qnt: "quanto",
  qts: "quantas",
  qtas: "quantas",
  qtd: "quantidade",
  kd: "cade",
  nd: "nada",
  sla: "sei la",
  flw: "falou",
  fui: "fui",
  bjs: "beijos",
  bj: "beijo",
  abs: "abraco",
  add: "adiciona",
  eae: "e ai",
  eai: "e ai",
  iae: "e ai",
  oie: "oi",
  ola: "ola",
  dnv: "de novo",
  tmb: "tambem",
  ngm: "ninguem",
  aq: "aqui",
  mds: "meu deus",
  tlg: "ta ligado",
  vdd: "verdade",
  min: "minutos",
  mins: "minutos",
  hr: "hora",
  hrs: "horas",
  h: "horas",
};

const LAUGHTER = /^(?:k{2,}\w*|(?:[kh]?a?(?:ha|he|hi|hu|ah|eh)){2,}h?|(?:rs)+|kkk\w*|lol|shuash\w*|huas\w*)$/;

/** Emoji read as the word a cook would have typed; the others say nothing to the classifier. */
const EMOJI_WORDS: Array<[RegExp, string]> = [
  [/😂|🤣|😆|😹|😅/gu, " kkk "],
  [/😋|🤤|😍|🥰|😻|🤩|👏|💯|🔥|❤️|♥️|💖|💕|❤/gu, " amei "],
  [/👍|👌/gu, " ok "],
  [/🙏/gu, " obrigado "],
  [/👋/gu, " oi "],
];
const OTHER_SYMBOLS = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu;

/** "obrigadoooo" → "obrigado", "siiim" → "sim": three of a letter is never Portuguese spelling. */
const squeeze = (word: string) => word.replace(/([a-z])\1{2,}/g, "$1");

/** One word as the chat means it: shorthand spelled out, laughter as "kkk", stretched letters squeezed. */
export function chatWord(word: string): string {
  if (LAUGHTER.test(word)) return "kkk";
  const squeezed = squeeze(word);
  if (LAUGHTER.test(squeezed)) return "kkk";
  // The augmentative of thanks ("brigadão", "obrigadão") is the word itself, said warmly.
  const plain = squeezed.replace(/^(o?brigad)(?:ao|ona|aço|aco)$/, "$1o");
  return SHORTHAND[plain] ?? plain;
}

/** Emoji as words, the rest of the symbols as spaces; the result is for reading, not for quoting. */
export function emojiAsWords(text: string): string {
  let out = text;
  for (const [pattern, word] of EMOJI_WORDS) out = out.replace(pattern, word);
  return out.replace(OTHER_SYMBOLS, " ");
}
