import { addIngredient, mergeIngredients, type HealthGoal, type Restricao } from "@chefzap/shared";
import { useCallback, useMemo, useState } from "react";
import type { HealthyRequest } from "../api/generate-healthy-recipe";
import { limitProblem, limitValue } from "../lib/limits";

/**
 * Everything the cook chose on the page. It lives above the request, so a failed generation leaves
 * it as it was (spec part 2 §8 asks that nothing typed is lost).
 */
export function useHealthyForm() {
  const [ingredients, setIngredients] = useState<readonly string[]>([]);
  // A goal is single-select (spec §4); one is chosen from the start so the button rules stay §5's.
  const [healthGoal, setHealthGoal] = useState<HealthGoal>("weight-loss");
  const [restrictions, setRestrictions] = useState<readonly Restricao[]>([]);
  const [maxCalories, setMaxCalories] = useState("");
  const [maxTime, setMaxTime] = useState("");

  const add = useCallback((value: string) => setIngredients((list) => addIngredient(list, value)), []);
  // Photo results join the list with duplicates removed (spec §4).
  const merge = useCallback(
    (values: readonly string[]) => setIngredients((list) => mergeIngredients(list, values)),
    [],
  );
  const remove = useCallback(
    (value: string) => setIngredients((list) => list.filter((item) => item !== value)),
    [],
  );
  const toggleRestriction = useCallback(
    (id: Restricao) =>
      setRestrictions((list) => (list.includes(id) ? list.filter((r) => r !== id) : [...list, id])),
    [],
  );

  const problems = {
    maxCalories: limitProblem("maxCalories", maxCalories),
    maxTime: limitProblem("maxTime", maxTime),
  };

  const request = useMemo(
    (): HealthyRequest => ({
      ingredients: [...ingredients],
      healthGoal,
      dietaryRestrictions: [...restrictions],
      maxCalories: limitValue(maxCalories),
      maxTime: limitValue(maxTime),
    }),
    [ingredients, healthGoal, restrictions, maxCalories, maxTime],
  );

  return {
    ingredients,
    add,
    merge,
    remove,
    healthGoal,
    setHealthGoal,
    restrictions,
    toggleRestriction,
    maxCalories,
    setMaxCalories,
    maxTime,
    setMaxTime,
    problems,
    valid: problems.maxCalories === null && problems.maxTime === null,
    request,
  };
}

export type HealthyForm = ReturnType<typeof useHealthyForm>;
