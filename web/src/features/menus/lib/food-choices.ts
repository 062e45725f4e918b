import { splitFoodIds, type NutritionalProfile } from "@chefzap/shared";

/** The selector's state: a food is neutral, liked or disliked, never both (spec §4). */
export interface FoodChoices {
  liked: readonly string[];
  disliked: readonly string[];
}

export const NO_CHOICES: FoodChoices = { liked: [], disliked: [] };

const toggle = (list: readonly string[], id: string) =>
  list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
const without = (list: readonly string[], id: string) => list.filter((item) => item !== id);

/** Like toggles the like and always drops a dislike. */
export function like(choices: FoodChoices, id: string): FoodChoices {
  return { liked: toggle(choices.liked, id), disliked: without(choices.disliked, id) };
}

/** Dislike toggles the dislike and always drops a like. */
export function dislike(choices: FoodChoices, id: string): FoodChoices {
  return { liked: without(choices.liked, id), disliked: toggle(choices.disliked, id) };
}

/** The saved lists, split on commas, trimmed, blanks dropped (spec §4). */
export function choicesOf(profile: NutritionalProfile | null | undefined): FoodChoices {
  if (!profile) return NO_CHOICES;
  return {
    liked: splitFoodIds(profile.alimentosQueGosta),
    disliked: splitFoodIds(profile.alimentosQueNaoGosta),
  };
}

export function sameChoices(a: FoodChoices, b: FoodChoices): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((id) => y.includes(id));
  return same(a.liked, b.liked) && same(a.disliked, b.disliked);
}

/** The POST's two food fields, joined by ", " as the spec's client sends them. */
export function choicesBody(choices: FoodChoices) {
  return { alimentosQueGosta: choices.liked.join(", "), alimentosQueNaoGosta: choices.disliked.join(", ") };
}
