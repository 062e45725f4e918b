import { article, fold } from "@chefzap/shared";
import { food } from "../knowledge/catalogue.ts";
import { matchIngredient } from "../normalize/normalize-ingredient.ts";
import { withoutPepper } from "./less-heat.ts";
import { replaceMentions, replacementFor } from "./mention-lexer.ts";
import { foodOfLine, isSweet, mentionsKeyIn, type Draft } from "./recipe-draft.ts";
import type { FoodEntry } from "../types.ts";
import { removeFood } from "./remove-food.ts";
import { withoutSalt } from "./tweak-rules.ts";

// "sem cebola", "tira a cebola e o alho", "não quero pimentão": up to the next clause's verb.
const WITHOUT =
  /\b(?:sem|tir[ae]r?|retir[ae]r?|remov[ae]r?|elimin[ae]r?|exclu[ai]r?|nada de|nao (?:quero|use|usa|usar|coloque|coloca|ponha|poe|bote|bota|leve|leva))\s+([a-z0-9 ,-]+?)(?=\.|;|$|\s+(?:e\s+)?(?:com|para|pra|mais|menos|troc\w*|faca|faz|deixe|deixa|coloc\w*|adicion\w*|acrescent\w*|use|usa)\b)/g;
/** Words other rules answer ("sem glúten" is a diet). */
const HANDLED = new Set(["gluten", "lactose", "leite", "carne", "carnes", "derivados de leite", "gordura"]);
const ITEM_LEAD = /^(?:sem|nada de|(?:o|a|os|as)\s)\s*/;

/** Stand-ins for "sem X" when X holds the dish together (eggs in a cake, sugar in a dessert). */
function withoutStandIn(key: string, sweet: boolean): string | undefined {
  // A batter needs something to bind it; a savoury dish without its eggs is simply made without them
  // ("4 tofu" in an arroz de forno was no answer to "sem ovo").
  if (key === "ovo") return sweet ? "linhaca" : undefined;
  if (key === "acucar") return "adocante_culinario";
  return undefined;
}

// Foods that are mostly sugar themselves: with them in, the dish is not "sem açúcar".
const SUGARY =
  /^(?:leite_condensado|doce_de_leite|goiabada|mel|melado|rapadura|achocolatado|chocolate|acucar_\w+|calda_\w+)$/;

/** "sem açúcar" only when nothing sugary is left; otherwise the title says what changed, and a tip why. */
function sugarLabel(draft: Draft): string {
  const sugary = draft.ingredients.map(foodOfLine).filter((f) => f && SUGARY.test(f.key));
  if (sugary.length === 0) return "sem açúcar";
  const names = [...new Set(sugary.map((f) => f!.name))].join(" e ");
  draft.tips.push(`Trocamos o açúcar por adoçante, mas ${names} ainda leva açúcar.`);
  return "com adoçante";
}

const BREADING = /farinha de rosca|empan/;

// Steps that cook in a fat: without it they would brown in a dry pan.
const COOKS_IN = /\b(?:aqueça|refogue|doure|frite|fritar|salteie|sele|grelhe|unte|derreta)\b/i;

function fatRefusal(fat: FoodEntry): string {
  const the = `${article("o", fat.gender, false)} ${fat.name}`;
  const other = fat.key === "azeite" ? "óleo" : "azeite";
  return `Entendi que você quer tirar ${the}, mas a receita cozinha com ${fat.gender === "f" ? "ela" : "ele"}; posso trocar ("troque ${the} por ${other}") ou usar menos ("mais saudável").`;
}

/** The food a title starts with ("Macarrão ao sugo" → macarrao), the one the dish is made of. */
function headOf(title: string): string | undefined {
  const words = title.split(/\s+/);
  // The longest run of leading words that names a food: "Carne moída refogada" is carne_moida.
  for (let n = Math.min(2, words.length); n > 0; n -= 1) {
    const match = matchIngredient(words.slice(0, n).join(" "));
    if (match.food) return match.key;
  }
  return undefined;
}

function removeItem(draft: Draft, words: string): string | undefined {
  if (words === "pimenta" || words === "pimentas") return withoutPepper(draft);
  if (words === "sal") return withoutSalt(draft);
  const { key, food: entry } = matchIngredient(words);
  if (!entry) return undefined;
  if (!draft.ingredients.some((line) => foodOfLine(line)?.key === key))
    return `Entendi que você quer tirar ${entry.name}, mas ${entry.name} não está nesta receita.`;
  // The beaten egg of a breading is its glue: without it the crumbs fall off in the pan.
  if (
    key === "ovo" &&
    draft.instructions.some((step) => BREADING.test(fold(step)) && mentionsKeyIn(step, key))
  )
    return "Entendi que você quer tirar o ovo, mas nesta receita ele prende a farinha de rosca no empanado; sem ele a casquinha não gruda.";
  if (
    entry.role === "fat" &&
    draft.instructions.some((step) => COOKS_IN.test(step) && mentionsKeyIn(step, key))
  )
    return fatRefusal(entry);
  const titled = mentionsKeyIn(draft.title, key);
  const standIn = withoutStandIn(key, isSweet(draft));
  // "Macarrão ao sugo (sem macarrão)" cancels itself: the food the dish is named for is the dish.
  if (!standIn && headOf(draft.title) === key)
    return `Entendi que você quer tirar ${entry.name}, mas ${entry.name} é a base desta receita; peça uma nova receita com outros ingredientes.`;
  if (standIn) {
    const swap = (k: string) => (k === key ? replacementFor(food(standIn)) : undefined);
    draft.ingredients = draft.ingredients.map((line) => replaceMentions(line, swap));
    draft.instructions = draft.instructions.map((step) => replaceMentions(step, swap));
    draft.title = replaceMentions(draft.title, swap);
    if (draft.description) draft.description = replaceMentions(draft.description, swap);
  } else removeFood(draft, key, `removido a pedido (sem ${entry.name})`);
  // "Ensopado de frango", not "Ensopado de frango com pimentão (sem pimentão)": a title that lost the
  // food already says it is out.
  if (titled && !standIn && !mentionsKeyIn(draft.title, key)) return undefined;
  draft.labels.push(key === "acucar" ? sugarLabel(draft) : `sem ${entry.name}`);
  return undefined;
}

/**
 * Takes out every food the cook names after "sem", "tira", "remove", "não quero"… A food the dish does
 * not have is answered in pt-BR; words that are not foods end the list (they start another request).
 */
export function applyWithout(draft: Draft, request: string): { applied: boolean; problems: string[] } {
  const problems: string[] = [];
  let applied = false;
  for (const match of fold(request).matchAll(WITHOUT)) {
    for (const item of match[1]!.split(/\s*,\s*|\s+e\s+/)) {
      const words = item.trim().replace(ITEM_LEAD, "").replace(ITEM_LEAD, "").trim();
      if (!words || HANDLED.has(words)) continue;
      if (words !== "pimenta" && words !== "sal" && !matchIngredient(words).food) break;
      const problem = removeItem(draft, words);
      if (problem) problems.push(problem);
      else applied = true;
    }
  }
  return { applied, problems };
}
