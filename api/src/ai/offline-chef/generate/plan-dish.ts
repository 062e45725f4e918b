import type { DishTemplate, SlotSpec } from "../knowledge/dish-types.ts";
import { food, PANTRY_KEYS } from "../knowledge/catalogue.ts";
import type { FoodEntry, FoodUse } from "../types.ts";

export interface DishPlan {
  template: DishTemplate;
  /** Slot id → foods in it (the cook's first, then the default). */
  filled: ReadonlyMap<string, readonly FoodUse[]>;
  placed: readonly FoodUse[];
  unplaced: readonly FoodUse[];
  /** Defaults that are not pantry staples: things the cook still has to buy. */
  extras: readonly FoodEntry[];
  score: number;
}

interface CompiledSlot {
  id: string;
  spec: SlotSpec;
  keys: ReadonlySet<string>;
  tags: readonly string[];
  roles: readonly string[];
  excluded: readonly string[];
}

const compiledCache = new WeakMap<DishTemplate, CompiledSlot[]>();

function compile(template: DishTemplate): CompiledSlot[] {
  const cached = compiledCache.get(template);
  if (cached) return cached;
  const slots = Object.entries(template.slots).map(([id, spec]) => {
    const positive = spec.accepts.filter((token) => !token.startsWith("-"));
    return {
      id,
      spec,
      keys: new Set(positive.filter((t) => !t.startsWith("@") && !t.startsWith("#"))),
      tags: positive.filter((t) => t.startsWith("#")).map((t) => t.slice(1)),
      roles: positive.filter((t) => t.startsWith("@")).map((t) => t.slice(1)),
      excluded: spec.accepts.filter((t) => t.startsWith("-")).map((t) => t.slice(1)),
    };
  });
  compiledCache.set(template, slots);
  return slots;
}

function isExcluded(slot: CompiledSlot, entry: FoodEntry): boolean {
  return slot.excluded.some((token) =>
    token.startsWith("#")
      ? entry.tags.has(token.slice(1))
      : token.startsWith("@")
        ? entry.role === token.slice(1)
        : entry.key === token,
  );
}

// Herbs that cook in the pot and leave it before serving: a slot takes them only by name, never as
// "@herb", since most herb slots scatter their herbs over the finished dish.
const COOKED_IN = new Set(["louro"]);

// Every request weighs the cook's few foods against every slot of every template: a slot remembers
// its answer for a food (catalogue entries live as long as the catalogue; a guessed one is collected).
const fits = new WeakMap<CompiledSlot, WeakMap<FoodEntry, number>>();

/** 3 for a named food, 2 for a tag, 1 for a role, 0 when the slot does not take it. */
function fit(slot: CompiledSlot, entry: FoodEntry): number {
  let known = fits.get(slot);
  if (!known) fits.set(slot, (known = new WeakMap()));
  let quality = known.get(entry);
  if (quality === undefined) known.set(entry, (quality = slotFit(slot, entry)));
  return quality;
}

function slotFit(slot: CompiledSlot, entry: FoodEntry): number {
  if (isExcluded(slot, entry)) return 0;
  if (entry.guessed) return slot.spec.need ? 0 : slot.roles.includes(entry.role) ? 1 : 0;
  if (slot.keys.has(entry.key)) return 3;
  if (COOKED_IN.has(entry.key)) return 0;
  if (slot.tags.some((tag) => entry.tags.has(tag))) return 2;
  return slot.roles.includes(entry.role) ? 1 : 0;
}

/** A sweet dish takes no savory-only food and a savory dish no sweet-only one. */
export function flavourFits(template: DishTemplate, entry: FoodEntry): boolean {
  return entry.flavour === "both" || entry.flavour === template.flavour;
}

function isPantry(use: FoodUse): boolean {
  return PANTRY_KEYS.has(use.food.key);
}

/** Fits the cook's foods into a dish's slots and scores how well the dish uses them. */
export function planDish(template: DishTemplate, uses: readonly FoodUse[]): DishPlan | undefined {
  const slots = compile(template);
  const filled = new Map<string, FoodUse[]>(slots.map((slot) => [slot.id, []]));
  const free = uses.filter((use) => flavourFits(template, use.food));
  let score = 0;
  const take = (slot: CompiledSlot, use: FoodUse, quality: number) => {
    filled.get(slot.id)!.push(use);
    free.splice(free.indexOf(use), 1);
    if (slot.spec.need) score += 3 * quality;
  };
  for (const slot of slots.filter((s) => s.spec.need)) {
    const best = free
      .map((use) => ({ use, quality: fit(slot, use.food) }))
      .filter((c) => c.quality > 0)
      .sort((a, b) => b.quality - a.quality)[0];
    if (best) take(slot, best.use, best.quality);
  }
  for (const use of [...free]) {
    const options = slots
      .map((slot) => ({ slot, quality: fit(slot, use.food) }))
      .filter((o) => o.quality > 0 && filled.get(o.slot.id)!.length < (o.slot.spec.max ?? 1))
      .sort((a, b) => b.quality - a.quality);
    if (options[0]) take(options[0].slot, use, 0);
  }
  const taken = new Set([...filled.values()].flat().map((use) => use.food.key));
  const extras: FoodEntry[] = [];
  for (const slot of slots) {
    const list = filled.get(slot.id)!;
    if (list.length > 0) continue;
    if (!slot.spec.default) {
      if (slot.spec.need) return undefined;
      continue;
    }
    if (taken.has(slot.spec.default)) continue;
    const entry = food(slot.spec.default);
    list.push({ food: entry, display: entry.name, gender: entry.gender });
    taken.add(entry.key);
    if (!PANTRY_KEYS.has(entry.key)) extras.push(entry);
    if (slot.spec.need) score -= 12;
  }
  const placed = uses.filter((use) => [...filled.values()].some((list) => list.includes(use)));
  const unplaced = uses.filter((use) => !placed.includes(use));
  for (const use of placed) score += isPantry(use) ? 2 : 10;
  for (const use of unplaced) score -= isPantry(use) ? 1 : 6;
  score -= 2 * extras.length;
  score += template.bias ?? 0;
  return { template, filled, placed, unplaced, extras, score };
}
