/** One reply as sections (ingredients, steps, a paragraph), each a list of lines. */
export type Block = readonly (readonly string[])[];

interface Unit {
  text: string;
  /** How the unit comes apart when it is too long for one message; absent for a single word. */
  parts?: () => Parts;
}

interface Parts {
  sep: string;
  units: Unit[];
  /** Puts back what splitting took away (a bold span cut in two is closed and reopened). */
  rewrap?: (pieces: string[]) => string[];
}

const MARKERS = ["*", "_", "~"] as const;
const LEADING = /^[([{"“'¿¡]*/;
const TRAILING = /[)\]}"”'.,;:!?…]*$/;

/**
 * Packs rendered replies into as few messages as fit under `limit`, cutting at the coarsest boundary
 * that works: between replies, then between sections, then between lines, then between words. A
 * WhatsApp formatting pair (`*negrito*`, `_itálico_`) is kept whole, or closed and reopened when it
 * is itself longer than a message.
 */
export function splitMessages(blocks: readonly Block[], limit: number): string[] {
  if (limit < 16) throw new Error(`message limit too small: ${limit}`);
  const replies = blocks
    .map((block) => block.filter((section) => section.length > 0))
    .filter((block) => block.length > 0)
    .map(blockUnit);
  return pack(replies, "\n\n", limit);
}

function pack(units: readonly Unit[], sep: string, limit: number, seed = ""): string[] {
  const messages: string[] = [];
  // A seed is the start of a message handed down by the level above, its separator included.
  let current = seed;
  let joiner = "";
  for (const unit of units) {
    const head = current ? `${current}${joiner}` : "";
    joiner = sep;
    if (head.length + unit.text.length <= limit) {
      current = head + unit.text;
      continue;
    }
    let pieces: string[];
    if (unit.text.length <= limit) {
      // It fits a message of its own: better there than cut.
      if (current.trim()) messages.push(current.trimEnd());
      pieces = [unit.text];
    } else {
      // Cut anyway: it starts where the message is (a heading never goes alone) and its tail may
      // still take the units after it.
      pieces = splitUnit(unit, limit, head);
    }
    messages.push(...pieces.slice(0, -1));
    current = pieces.at(-1) ?? "";
  }
  if (current.trim()) messages.push(current.trimEnd());
  return messages;
}

function splitUnit(unit: Unit, limit: number, seed: string): string[] {
  const parts = unit.parts?.();
  if (parts && !parts.rewrap) return pack(parts.units, parts.sep, limit, seed);
  const before = seed.trim() ? [seed.trimEnd()] : [];
  if (!parts?.rewrap) return [...before, ...hardCut(unit.text, limit)];
  return [...before, ...parts.rewrap(pack(parts.units, parts.sep, limit - 2))];
}

/** Only a single "word" longer than a whole message (no space in 1,600 characters) gets here. */
function hardCut(text: string, limit: number): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const char of text) {
    if (current.length + char.length > limit) {
      pieces.push(current);
      current = "";
    }
    current += char;
  }
  if (current) pieces.push(current);
  return pieces;
}

const blockUnit = (block: Block): Unit => ({
  text: block.map((lines) => lines.join("\n")).join("\n\n"),
  parts: () => ({ sep: "\n\n", units: block.map(sectionUnit) }),
});

const sectionUnit = (lines: readonly string[]): Unit => ({
  text: lines.join("\n"),
  parts: () => ({ sep: "\n", units: lines.map(lineUnit) }),
});

const lineUnit = (line: string): Unit => ({
  text: line,
  parts: () => ({ sep: " ", units: tokens(line).map(tokenUnit) }),
});

function tokenUnit(token: string): Unit {
  const marker = spanMarker(token);
  if (!marker) return { text: token };
  return {
    text: token,
    parts: () => ({
      sep: " ",
      units: token.split(" ").map((word) => ({ text: word })),
      rewrap: (pieces) =>
        pieces.map((piece, i) => `${i > 0 ? marker : ""}${piece}${i < pieces.length - 1 ? marker : ""}`),
    }),
  };
}

/** Words of a line, a formatting pair that spans several words counted as one. */
function tokens(line: string): string[] {
  const words = line.split(" ").filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const marker = opens(word);
    const end = marker && !closes(word, marker) ? words.findIndex((w, k) => k > i && closes(w, marker)) : -1;
    out.push(end === -1 ? word : words.slice(i, end + 1).join(" "));
    if (end !== -1) i = end;
  }
  return out;
}

function opens(word: string): string | undefined {
  const rest = word.replace(LEADING, "");
  return MARKERS.find((m) => rest.startsWith(m) && rest.length > 1 && rest[1] !== " ");
}

function closes(word: string, marker: string): boolean {
  const rest = word.replace(TRAILING, "");
  return rest.length > 1 && rest.endsWith(marker);
}

function spanMarker(token: string): string | undefined {
  if (!token.includes(" ")) return undefined;
  const marker = opens(token);
  return marker && closes(token, marker) ? marker : undefined;
}
