import { fold } from "@chefzap/shared";

// The verbs a recipe's steps use. A word is read as a verb only when it is a form of one of these, so
// "forma", "massa" or "pimenta" at the start of a clause are never taken for "formar", "massar" or
// "pimentar".
const REGULAR = `
  abaixar acertar acompanhar acrescentar adicionar aferventar ajeitar ajustar amassar amornar amarrar
  apertar apagar armazenar arrumar assar bater besuntar botar cortar colocar congelar conservar coar
  cozinhar cobrir decorar deixar derreter descansar descascar descongelar desenformar desfiar desligar
  despejar dissolver dividir dobrar dourar embrulhar empanar encher enfarinhar enformar engrossar enrolar
  enxugar escaldar escorrer espalhar esperar espetar espremer esquentar esticar fatiar fechar fermentar
  finalizar flambar forrar fritar furar gelar gratinar grelhar guardar hidratar incorporar
  intercalar jogar juntar lavar levar ligar limpar liquidificar marinar mexer misturar modelar moer
  montar mudar passar pegar peneirar picar pincelar polvilhar preparar prender processar provar rechear
  refogar regar ralar reservar resfriar retirar rasgar salpicar salgar secar selar separar sovar
  tampar temperar tirar tostar transferir triturar untar usar virar voltar abrir acender aquecer
  umedecer amolecer cozer escurecer ferver servir repetir subir distribuir diluir incluir reduzir
  descobrir seguir medir`;

/** 3rd person and imperative of verbs whose forms the rules below would get wrong. */
const IRREGULAR: Record<string, { third: readonly string[]; imperative: string }> = {
  pôr: { third: ["põe", "poe"], imperative: "ponha" },
  repor: { third: ["repõe", "repoe"], imperative: "reponha" },
  dispor: { third: ["dispõe", "dispoe"], imperative: "disponha" },
  fazer: { third: ["faz"], imperative: "faça" },
  trazer: { third: ["traz"], imperative: "traga" },
  ir: { third: ["vai"], imperative: "vá" },
  vir: { third: ["vem"], imperative: "venha" },
  ter: { third: ["tem"], imperative: "tenha" },
  manter: { third: ["mantém", "mantem"], imperative: "mantenha" },
  ver: { third: ["vê", "ve"], imperative: "veja" },
  dar: { third: ["dá", "da"], imperative: "dê" },
  servir: { third: ["serve"], imperative: "sirva" },
  ferver: { third: ["ferve"], imperative: "ferva" },
  cobrir: { third: ["cobre"], imperative: "cubra" },
  descobrir: { third: ["descobre"], imperative: "descubra" },
  subir: { third: ["sobe"], imperative: "suba" },
  repetir: { third: ["repete"], imperative: "repita" },
  transferir: { third: ["transfere"], imperative: "transfira" },
  seguir: { third: ["segue"], imperative: "siga" },
  medir: { third: ["mede"], imperative: "meça" },
  reduzir: { third: ["reduz"], imperative: "reduza" },
};

// Spelling kept before the new vowel: "colocar" → "coloque", "refogar" → "refogue", "aquecer" → "aqueça".
const AR_ENDINGS: ReadonlyArray<[RegExp, string, string]> = [
  [/car$/, "ca", "que"],
  [/gar$/, "ga", "gue"],
  [/çar$/, "ça", "ce"],
  [/ear$/, "eia", "eie"],
  [/ar$/, "a", "e"],
];
const ER_IR_ENDINGS: ReadonlyArray<[RegExp, string, string]> = [
  [/cer$/, "ce", "ça"],
  [/ger$/, "ge", "ja"],
  [/gir$/, "ge", "ja"],
  [/uir$/, "ui", "ua"],
  [/[ei]r$/, "e", "a"],
];

function regularForms(infinitive: string): { third: string; imperative: string } {
  const endings = infinitive.endsWith("ar") ? AR_ENDINGS : ER_IR_ENDINGS;
  const [pattern, third, imperative] = endings.find(([ending]) => ending.test(infinitive))!;
  const stem = infinitive.replace(pattern, "");
  return { third: stem + third, imperative: stem + imperative };
}

function buildTable(): Map<string, string> {
  const table = new Map<string, string>();
  const add = (form: string, imperative: string) => table.set(fold(form), imperative);
  for (const infinitive of REGULAR.trim().split(/\s+/)) {
    if (IRREGULAR[infinitive]) continue;
    const { third, imperative } = regularForms(infinitive);
    add(infinitive, imperative);
    add(third, imperative);
  }
  for (const [infinitive, { third, imperative }] of Object.entries(IRREGULAR)) {
    add(infinitive, imperative);
    for (const form of third) add(form, imperative);
  }
  return table;
}

let table: Map<string, string> | undefined;
const ACCENT_ONLY = new Set(["por", "da"]);

/** The imperative of a cooking verb written in the 3rd person or the infinitive ("corta", "refogar"). */
export function imperativeOf(word: string): string | undefined {
  table ??= buildTable();
  const key = fold(word);
  // "por" and "da" are first a preposition and a contraction ("por fim", "da panela"): only "pôr"
  // and "dá", with their accents, are the verbs.
  if (ACCENT_ONLY.has(key) && fold(word) === word.toLowerCase()) return undefined;
  return table.get(key);
}

let imperatives: Map<string, string> | undefined;

/** The imperative of a cooking verb the word spells, accents and all ("aqueca" → "aqueça", "rale"). */
export function imperativeSpelled(word: string): string | undefined {
  table ??= buildTable();
  imperatives ??= new Map([...table.values()].map((imperative) => [fold(imperative), imperative]));
  return imperatives.get(fold(word));
}

/** Whether the word is the imperative of a cooking verb ("corte", "ponha", "sirva"). */
export function isImperative(word: string): boolean {
  return imperativeSpelled(word) !== undefined;
}
