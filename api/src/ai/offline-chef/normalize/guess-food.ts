import { fold, pluralize } from "@chefzap/shared";
import type { DietFlag, Flavour, FoodEntry, FoodRole, Portion } from "../types.ts";
import type { IngredientMatch } from "./normalize-ingredient.ts";

interface Guess {
  words: RegExp;
  role: FoodRole;
  flavour: Flavour;
  diet: readonly DietFlag[];
  portion: Portion;
}

/** Word families that reveal what an unknown ingredient is; first match wins, so order matters. */
const GUESSES: readonly Guess[] = [
  {
    words: /\b(doce|geleia|calda|bombom|bala|sorvete|brigadeiro|trufa|confeito)\b/,
    role: "sweet",
    flavour: "sweet",
    diet: [],
    portion: [2, "cs"],
  },
  {
    words:
      /\b(carne|bife|file|lombo|costela|cupim|cordeiro|cabrito|coelho|pato|javali|hamburguer|almondega|kafta|linguica|chourico|copa|pastrami|lingui)/,
    role: "protein",
    flavour: "savory",
    diet: ["meat", "animal"],
    portion: [150, "g"],
  },
  {
    words: /\b(peixe|pescado|camarao|lagosta|polvo|salmao|truta|bacalhau|marisco)/,
    role: "protein",
    flavour: "savory",
    diet: ["fish", "animal"],
    portion: [150, "g"],
  },
  { words: /\bqueijo/, role: "dairy", flavour: "both", diet: ["dairy", "animal"], portion: [40, "g"] },
  {
    words: /\b(pimenta|tempero|especiaria|semente)/,
    role: "spice",
    flavour: "savory",
    diet: [],
    portion: [1, "gosto"],
  },
  { words: /\b(erva|folha|broto)/, role: "herb", flavour: "savory", diet: [], portion: [1, "cs"] },
  {
    words: /\b(molho|caldo|pasta|patê|pate)\b/,
    role: "sauce",
    flavour: "savory",
    diet: [],
    portion: [2, "cs"],
  },
  {
    words: /\b(cogumelo|verdura|legume|abobora|couve|alface|raiz|batata)/,
    role: "vegetable",
    flavour: "savory",
    diet: [],
    portion: [80, "g"],
  },
  {
    words: /\b(fruta|polpa|suco|frutas)\b/,
    role: "fruit",
    flavour: "sweet",
    diet: [],
    portion: [0.5, "xic"],
  },
  {
    words: /\b(biscoito|bolacha|chocolate|cacau)/,
    role: "sweet",
    flavour: "sweet",
    diet: [],
    portion: [40, "g"],
  },
  {
    words: /\b(farinha|massa|pao|flocos|farelo)/,
    role: "carb",
    flavour: "both",
    diet: ["gluten"],
    portion: [0.5, "xic"],
  },
  {
    words: /\b(feijao|lentilha|grao|ervilha)/,
    role: "legume",
    flavour: "savory",
    diet: [],
    portion: [0.5, "xic"],
  },
  { words: /\b(castanha|noz|amendoa|semente)/, role: "nut", flavour: "both", diet: [], portion: [2, "cs"] },
  {
    words: /\b(leite|iogurte|nata|creme)/,
    role: "dairy",
    flavour: "both",
    diet: ["dairy", "animal"],
    portion: [0.5, "xic"],
  },
];

/**
 * A stand-in entry for an ingredient the catalogue lacks, when its words say what it is
 * ("queijo canastra curado" → a cheese). Undefined when nothing can be guessed.
 */
export function guessFood(match: IngredientMatch): FoodEntry | undefined {
  const folded = fold(match.display);
  const guess = GUESSES.find((g) => g.words.test(folded));
  if (!guess || match.display.length < 2) return undefined;
  return {
    key: match.key,
    name: match.display,
    plural: pluralize(match.display),
    gender: match.gender,
    role: guess.role,
    flavour: guess.flavour,
    diet: new Set(guess.diet),
    tags: new Set(["guessed"]),
    portion: guess.portion,
    aliases: [{ text: match.display, display: match.display, gender: match.gender }],
    guessed: true,
  };
}
