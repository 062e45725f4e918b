import type { Portion, SkillLevel } from "../types.ts";

export type DishCategory =
  | "arroz"
  | "feijão"
  | "carnes"
  | "frango"
  | "peixes"
  | "ovos"
  | "massas"
  | "sopas"
  | "saladas"
  | "tortas"
  | "bolos"
  | "doces"
  | "lanches"
  | "farofas"
  | "refogados"
  | "assados"
  | "ensopados"
  | "cuscuz e tapioca"
  | "escondidinhos"
  | "moquecas"
  | "vitaminas";

/**
 * A place in a dish for foods. `accepts` holds food keys, roles ("@vegetable") and tags ("#poultry");
 * a leading "-" excludes ("-#egg").
 */
export interface SlotSpec {
  accepts: readonly string[];
  /** The cook must bring it (or the slot's default fills it, at a score cost). */
  need?: boolean;
  max?: number;
  /** Food key used when the cook has nothing for the slot. */
  default?: string;
  /** Multiplier on the food's per-serving portion. */
  factor?: number;
  /** Whole-batch amount for cup/spoon/gram foods (bolos, doces), instead of per-serving portions. */
  qty?: Portion;
  /** A whole-batch amount for one food of the slot that measures differently (bicarbonato vs fermento). */
  qtyOf?: Readonly<Record<string, Portion>>;
  prep?: string;
  /**
   * The cut for a food whose own is for eating raw ("cenoura ralada"), when the dish simmers it and
   * grated would fall apart in the pot.
   */
  stewCut?: string;
  /**
   * A food's own cuts that win over `prep`: a torta de liquidificador chops its filling, but a carrot
   * stays grated, or it is still hard when the batter has set.
   */
  keepCuts?: readonly string[];
  /** Word a title uses when the slot holds more than two foods ("legumes"). */
  group?: string;
  /**
   * Measured by another slot's food as written in the list: the water of a rice is cups per cup of the
   * rice, by the rice's kind (`per`, keyed by food id or the cook's name for it), not a portion of its own.
   */
  follows?: { slot: string; per: Readonly<Record<string, number>> };
}

/**
 * Which foods a step or tip is about: "quiabo|#sausage" holds when any slot has one of them, "fruit:#berry"
 * when that slot does, "cheese:*" when the slot is filled, "main:*|-limao" when it holds anything but
 * limão; a leading "!" negates the whole ("!okra:quiabo").
 * Tokens are read as in slots: food keys, "#tag", "@role".
 */
export type Condition = string;

/**
 * A step for every level, or per level: i (iniciante), m (intermediário, defaults to i), a (avançado);
 * `when` keeps it only in dishes whose foods meet the condition.
 */
export type StepSpec = string | { i?: string; m?: string; a?: string; when?: Condition };

/** A tip for the dish, or one that holds only for some of its foods (a pork sausage tip, not a salsicha's). */
export type TipSpec = string | { when: Condition; text: string };

/**
 * A Brazilian home-cooking dish with slots. Text fields take placeholders: {slot}, {o slot} with
 * article (also no/do/ao/pelo), {a+b} for several slots as one list, {~slot} for an o/a/os/as ending, {^slot} for a verb's
 * plural ending ("amaciar{^veg}": "amaciar", "amaciarem"),
 * {o suco slot} for the juice of a fruit and the thing itself otherwise ("o suco do limão", "o vinho
 * branco"), {o polpa slot} for what of a fruit is blended ("a polpa dos maracujás", "o suco do limão",
 * "os morangos"), {prep:blend|chop|cake slot} for how each fruit is readied (a step vanishes when
 * none needs anything), and [optional segments] dropped when a slot inside them is empty.
 */
export interface DishTemplate {
  id: string;
  category: DishCategory;
  flavour: "savory" | "sweet";
  title: string;
  /**
   * What a cook calls the dish when its title names its foods instead: "legumes assados" is the tray
   * whose title says "Abobrinha e cenoura assadas".
   */
  names?: readonly string[];
  /** How a reason refers to the dish: "um refogado de {main}". */
  ref: string;
  description: string;
  servings?: number;
  /**
   * The course when the category's usual one is wrong for this dish: a risoto or an arroz carreteiro is
   * the plate itself, not a side of rice, whatever foods fill it.
   */
  course?: "main" | "side" | "dessert";
  /** Nudges the ranking: single-serve or fallback dishes rank below the classic with the same foods. */
  bias?: number;
  /**
   * The most the dish asks of a cook: a salada de frutas is iniciante whatever level was asked, and the
   * recipe says so rather than calling cutting fruit "avançado".
   */
  ceiling?: SkillLevel;
  /** Minutes for iniciante, intermediário and avançado; strictly increasing. */
  minutes: readonly [number, number, number];
  /** Minutes for the dishes whose foods meet a condition, the first that holds: canned tuna cooks nothing. */
  minutesWhen?: ReadonlyArray<{ when: Condition; minutes: readonly [number, number, number] }>;
  slots: Readonly<Record<string, SlotSpec>>;
  steps: readonly StepSpec[];
  /** Rendered as steps are: placeholders and [optional segments] work here too. */
  tips: readonly TipSpec[];
  /** Substitutions, conditional as tips are: a swap for a food the dish does not have is noise. */
  subs: readonly TipSpec[];
}
