import { fold, type Gender } from "@chefzap/shared";
import { FOODS } from "./catalogue.ts";
import { DISHES } from "./dishes/index.ts";

// The word a dish is called by, with its gender from how the chef refers to it ("uma galinhada",
// "um brigadeiro"), then from the food catalogue ("palmito", "abobrinha").
let heads: Map<string, Gender> | undefined;

function buildHeads(): Map<string, Gender> {
  const map = new Map<string, Gender>();
  for (const dish of DISHES) {
    const ref = /^(um|uma|uns|umas) (\p{L}+)/u.exec(dish.ref);
    if (ref) map.set(fold(ref[2]!.toLowerCase()), ref[1]!.startsWith("uma") ? "f" : "m");
  }
  for (const food of FOODS) {
    const word = fold(food.name.split(" ")[0]!.toLowerCase());
    if (!map.has(word) && (food.gender === "m" || food.gender === "f")) map.set(word, food.gender);
  }
  return map;
}

/** The gender of the noun a dish's title starts with ("Brigadeiro de…" m, "Torta de…" f); undefined when unknown. */
export function dishGender(title: string): Gender | undefined {
  heads ??= buildHeads();
  const first = /^\p{L}+/u.exec(fold(title.toLowerCase()))?.[0];
  return first ? heads.get(first) : undefined;
}
