import type { ParsedIngredientLine } from "./ingredient-line.ts";
import { readLineBody } from "./line-body.ts";
import { splitLineParts, type LineParts } from "./line-parts.ts";

/** A parsed line with what scaling and the shopping list need to rewrite or show it. */
export interface IngredientLineReading {
  parsed: ParsedIngredientLine;
  parts: LineParts;
  /** The food with its inline note ("alho picado"), as a shopping list names it. */
  name: string;
}

function read(raw: string): IngredientLineReading {
  const parts = splitLineParts(raw);
  const body = readLineBody(raw, parts.folded, parts.bodyStart, parts.amount !== null);
  const notes = [...(parts.unit?.notes ?? []), ...body.notes].sort((a, b) => a.at - b.at);
  const times = parts.unit?.times ?? 1;
  const amount = parts.amount;
  return {
    parsed: {
      raw,
      quantity: amount ? amount.low * times : null,
      quantityMax: amount?.high != null ? amount.high * times : null,
      unit: amount ? (parts.unit?.unit ?? "unidade") : null,
      food: body.food,
      note: notes.length > 0 ? notes.map((n) => n.text).join(", ") : null,
      toTaste: body.toTaste,
    },
    parts,
    name: body.name,
  };
}

/**
 * Reads a line and keeps where each part was written; see {@link parseIngredientLine}. Never throws:
 * a line the rules cannot follow comes back whole as the food.
 */
export function readIngredientLine(raw: string): IngredientLineReading {
  const text = typeof raw === "string" ? raw : "";
  try {
    return read(text);
  } catch {
    // The web renders every recipe through this; one odd line must not blank the page.
    const parts: LineParts = {
      raw: text,
      folded: text,
      amount: null,
      unit: null,
      spelled: null,
      bodyStart: 0,
    };
    const food = text.trim();
    const parsed = {
      raw: text,
      quantity: null,
      quantityMax: null,
      unit: null,
      food,
      note: null,
      toTaste: false,
    };
    return { parsed, parts, name: food };
  }
}

/**
 * Parses one pt-BR ingredient line ("1 1/2 xícara (chá) de farinha de trigo, peneirada") into amount,
 * canonical unit, food and notes. A count without a unit ("3 ovos") gets "unidade"; "uma dúzia" becomes
 * 12 "unidade"; "a gosto"/"q.b." set `toTaste`. Never throws; unreadable input yields a best effort.
 */
export function parseIngredientLine(raw: string): ParsedIngredientLine {
  return readIngredientLine(raw).parsed;
}
