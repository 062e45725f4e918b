/**
 * Plurals no suffix rule gives, singular → plural. Most "-ão" words take "-ões" (limão, feijão); these
 * take "-ães" or "-ãos", and a few others would be misread on the way back ("bois" is not "bol",
 * "açaís" is not "açal", "bacons" is not "bacom").
 */
export const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  pão: "pães",
  alemão: "alemães",
  capitão: "capitães",
  cão: "cães",
  charlatão: "charlatães",
  mão: "mãos",
  grão: "grãos",
  irmão: "irmãos",
  cidadão: "cidadãos",
  cristão: "cristãos",
  chão: "chãos",
  órgão: "órgãos",
  órfão: "órfãos",
  sótão: "sótãos",
  bênção: "bênçãos",
  boi: "bois",
  açaí: "açaís",
  bacon: "bacons",
  // An adverb in recipes ("mal passado"), never the noun "males".
  mal: "mal",
  gás: "gases",
  país: "países",
  deus: "deuses",
  ananás: "ananases",
  purê: "purês",
};

/**
 * Singular words that end in "s" and must not lose it: paroxytones that never change ("lápis",
 * "pires"), "-ês" words ("francês" ⇄ "franceses"), and number and function words that sit among
 * food names ("três", "mais"). Written with their accents; looked up folded.
 */
export const SINGULARS_ENDING_IN_S: readonly string[] = [
  "lápis",
  "pires",
  "ônibus",
  "vírus",
  "tênis",
  "atlas",
  "óculos",
  "simples",
  "francês",
  "inglês",
  "português",
  "japonês",
  "chinês",
  "holandês",
  "escocês",
  "calabrês",
  "camponês",
  "mês",
  "dois",
  "três",
  "seis",
  "mais",
  "menos",
  "depois",
  "mas",
  "pois",
];
