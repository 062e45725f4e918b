import { foldSameLength } from "@chefzap/shared";
import type { ConversationState } from "./state.ts";

/** What a message asks for, read without a model. */
export type Intent =
  | { kind: "menu" | "help" | "cancel" | "offTopic" | "confirm" | "deny" | "recipeLink" }
  | { kind: "choice"; option: "1" | "2" | "3" | "4" | "5" | "6" }
  | { kind: "link"; code: string }
  | { kind: "generate"; ingredients: string[] }
  | { kind: "modify"; request: string }
  | { kind: "nutrition" | "shopping" | "myRecipes" | "weeklyMenu" };

const MENU = /^(menu|oi+|ola|opa|e ai|bom dia|boa tarde|boa noite|inicio|comecar|voltar)\b[!.]*$/;
const HELP = /^(ajuda|help|socorro|como funciona|o que (voce|vc) faz)\??$/;
const CANCEL = /^(cancelar|cancela|cancele|parar|pare|sair|deixa pra la)[!.]*$/;
const YES = /^(sim|s|isso|pode|pode sim|confirmo|ok|beleza|bora|certo|isso mesmo)[!.]*$/;
const NO = /^(nao|n|nao quero|errado)[!.]*$/;
const LINK = /^vincular\s*(\d{6})$/;
const NUTRITION =
  /calori|kcal|nutri|macros?\b|proteina|carboidrato|gordura|alerg|gluten|lactose|sodio|tem (leite|ovo|amendoim|soja|trigo|castanha)/;
const SHOPPING = /lista de compras|o que (eu )?(preciso|tenho que|devo) comprar|^compras$|ir ao mercado/;
const WEEKLY_MENU =
  /cardapio|menu (da|para a|pra) semana|menu semanal|planejamento (semanal|da semana)|refeicoes da semana/;
const MY_RECIPES = /minhas receitas|receitas (salvas|anteriores)|historico/;
const RECIPE_LINK = /\blink\b|abrir no site|ver no site|receita completa/;
const MODIFY =
  /^(sem |tira|tire|retire|remova|tirar|troque|troca|trocar|substitua|no lugar|mais |menos |para \d|pra \d|para (duas|tres|quatro|cinco|seis|oito|dez)|rende|versao|vegan|faca|faz |deixe|deixa|adicione|acrescente|coloque|bota|poe |ponha|asse|assad|na airfryer|na air fryer|na panela de pressao|no forno|sem gluten|sem lactose|menor|maior)/;
const ASKS_RECIPE =
  /^(eu )?(so )?(tenho|aqui tem|aqui em casa tem|em casa tenho|sobrou)\s+|^(o )?que (eu )?(faco|posso fazer|da pra fazer|da para fazer|cozinho|fazer) com\s+|^(me (de|da|manda) )?(uma )?receita (com|usando|de)\s+|^quero (fazer )?(algo|alguma coisa|uma receita) com\s+|^(ingredientes|tenho em casa)\s*:\s*/;

/** "frango, batata e cenoura" → ["frango", "batata", "cenoura"]. */
export function splitFoods(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\n|\s+e\s+|\s+mais\s+|\s+com\s+|\+)\s*/)
    .map((part) => part.replace(/[?!.]+$/, "").trim())
    .filter((part) => part.length > 0 && part.length <= 100)
    .slice(0, 20);
}

/**
 * The offline reading of a message: commands, then what the conversation was waiting for, then the
 * questions and requests a cook types. `isFood` asks the catalogue whether a phrase is a food.
 */
export function readIntent(
  text: string,
  state: ConversationState,
  isFood: (phrase: string) => boolean,
): Intent {
  // Same length as `plain`, so a prefix matched on the folded text cuts the text as typed.
  const plain = text.normalize("NFC").trim().replace(/\s+/g, " ");
  const folded = foldSameLength(plain);
  const link = LINK.exec(folded.replace(/[^\w\s]/g, ""));
  if (link) return { kind: "link", code: link[1]! };
  if (MENU.test(folded)) return { kind: "menu" };
  if (HELP.test(folded)) return { kind: "help" };
  if (CANCEL.test(folded)) return { kind: "cancel" };
  if (/^[1-6]$/.test(folded)) return { kind: "choice", option: folded as "1" };
  if (state.awaiting === "scan_confirm") {
    if (YES.test(folded)) return { kind: "confirm" };
    if (NO.test(folded)) return { kind: "deny" };
  }
  if (state.awaiting === "modify") return { kind: "modify", request: plain };
  if (WEEKLY_MENU.test(folded)) return { kind: "weeklyMenu" };
  if (SHOPPING.test(folded)) return { kind: "shopping" };
  if (MY_RECIPES.test(folded)) return { kind: "myRecipes" };
  if (NUTRITION.test(folded)) return { kind: "nutrition" };
  if (RECIPE_LINK.test(folded)) return { kind: "recipeLink" };
  if (state.lastRecipeId && MODIFY.test(folded)) return { kind: "modify", request: plain };
  const asked = ASKS_RECIPE.exec(folded);
  const foods = splitFoods(asked ? plain.slice(asked[0].length) : plain);
  const waiting = state.awaiting === "ingredients" || state.awaiting === "scan_confirm";
  if (foods.length > 0 && (asked || waiting || foods.some(isFood)))
    return { kind: "generate", ingredients: foods };
  return { kind: "offTopic" };
}
