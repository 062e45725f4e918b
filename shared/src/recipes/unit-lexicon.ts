import type { Unit } from "./ingredient-line.ts";

/** How a unit word may be written, on accent-folded, lower-cased text. */
export interface UnitWord {
  /** Regex source of the written forms; a word boundary is added after it. */
  forms: string;
  unit: Unit;
  /** Whole words take the plural ("xícara" → "xícaras"); abbreviations ("xíc.", "kg") never do. */
  inflects: boolean;
  /** Names that are foods too ("filé", "folha") count as units only before "de"/"do"/"da". */
  needsOf?: boolean;
  /** Which qualifiers may follow: "(chá)", "de sopa", "americano". */
  family?: "xicara" | "colher" | "copo";
  /** "dúzia" is counted in units: 1 dúzia = 12 unidade. */
  times?: number;
}

const word = (forms: string, unit: Unit, extra: Partial<UnitWord> = {}): UnitWord => ({
  forms,
  unit,
  inflects: true,
  ...extra,
});
const abbreviation = (forms: string, unit: Unit, extra: Partial<UnitWord> = {}): UnitWord => ({
  forms,
  unit,
  inflects: false,
  ...extra,
});

/** Every unit word the parser knows; the order only matters between forms sharing a prefix. */
export const UNIT_WORDS: readonly UnitWord[] = [
  word("xicaras?|xicrinhas?", "xicara", { family: "xicara" }),
  abbreviation(String.raw`xics?\.?|xcs?\.`, "xicara", { family: "xicara" }),
  word("colher(?:es)?|colherinhas?", "colher_sopa", { family: "colher" }),
  abbreviation(
    String.raw`colh\.|col\.|c\.(?=\s*\(?\s*(?:de\s+)?(?:sopa|cha|sobremesa|cafe))`,
    "colher_sopa",
    {
      family: "colher",
    },
  ),
  abbreviation(String.raw`cs|csp|c\.s\.`, "colher_sopa"),
  abbreviation(String.raw`cc|c\.c\.`, "colher_cha"),
  word("copos?|copinhos?", "copo", { family: "copo" }),
  abbreviation("kg|kgs", "kg"),
  word("quilos?|kilos?|quilogramas?", "kg"),
  abbreviation("mg", "mg"),
  abbreviation("g|gr|grs", "g"),
  word("gramas?", "g"),
  abbreviation("ml|mls", "ml"),
  word("mililitros?", "ml"),
  abbreviation("l|lt|lts", "l"),
  word("litros?", "l"),
  word("latas?|latinhas?", "lata"),
  word("pacotes?|pacotinhos?", "pacote"),
  abbreviation(String.raw`pct\.?|pcts\.?`, "pacote"),
  word("caixas?|caixinhas?", "caixa"),
  abbreviation(String.raw`cxs?\.?`, "caixa"),
  word("dentes?|dentinhos?", "dente"),
  word("fatias?|fatiazinhas?", "fatia"),
  word("pitadas?|pitadinhas?", "pitada"),
  word("macos?", "maco"),
  word("ramos?|raminhos?", "ramo"),
  word("punhados?|punhadinhos?", "punhado"),
  word("conchas?", "concha"),
  word("unidades?", "unidade"),
  abbreviation(String.raw`un\.?|und\.?|unid\.?`, "unidade"),
  word("duzias?", "unidade", { times: 12 }),
  word("pedacos?|pedacinhos?", "pedaco", { needsOf: true }),
  word("folhas?", "folha", { needsOf: true }),
  word("talos?", "talo", { needsOf: true }),
  word("pecas?", "peca", { needsOf: true }),
  word("cabecas?", "cabeca", { needsOf: true }),
  word("files?", "file", { needsOf: true }),
  word("postas?", "posta", { needsOf: true }),
  word("gomos?", "gomo", { needsOf: true }),
  word("bandejas?", "bandeja"),
  word("potes?|potinhos?", "pote"),
  word("vidros?|vidrinhos?", "vidro"),
  word("saches?|saquinhos?", "sache"),
  word("tabletes?", "tablete"),
  word("gotas?", "gota"),
  word("envelopes?", "envelope"),
  word("barras?|barrinhas?", "barra"),
  word("espigas?", "espiga", { needsOf: true }),
  word("rodelas?", "rodela", { needsOf: true }),
  word("fio", "fio", { needsOf: true }),
  word("cubos?", "cubo", { needsOf: true }),
  word("doses?", "dose", { needsOf: true }),
  abbreviation(String.raw`long\s*necks?`, "long_neck"),
];

/** The measure named by a qualifier of the xícara and colher families. */
export const QUALIFIED: Record<"xicara" | "colher", Record<string, Unit>> = {
  xicara: { cha: "xicara", cafe: "xicara_cafe" },
  colher: { sopa: "colher_sopa", sobremesa: "colher_sobremesa", cha: "colher_cha", cafe: "colher_cafe" },
};
