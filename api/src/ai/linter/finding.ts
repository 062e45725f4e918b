/** What the linter can find wrong in a recipe, each with a stable code and the text it is about. */
export type FindingCode =
  | "unused_ingredient"
  | "unlisted_ingredient"
  | "reserved_not_returned"
  | "cooked_without_heat"
  | "raw_not_cooked"
  | "step_after_end"
  | "implausible_amount"
  | "title_not_in_dish"
  | "agreement"
  | "counted_quarter"
  | "package_fraction"
  | "saute_oil"
  | "fat_spoon_fraction"
  | "count_agreement"
  | "kcal_over_course"
  | "total_time"
  | "step_time"
  | "rice_water"
  | "rice_salted_late"
  | "unheated_liquid"
  | "description_case"
  | "chained_list"
  | "lid_never_on"
  | "dried_after_seasoning"
  | "uneven_grams"
  | "bake_without_time"
  | "heat_cue"
  | "level_claim"
  | "spoon_fraction"
  | "spoon_count"
  | "oven_not_preheated"
  | "covered_with_nothing"
  | "tip_not_in_recipe"
  | "description_not_in_dish"
  | "group_without_group"
  | "said_twice"
  | "cut_ground";

export interface Finding {
  code: FindingCode;
  /** Where: "ingredients[2]", "instructions[4]", "title". */
  at: string;
  /** What a reviewer needs, in English (findings are for developers and retries, not for cooks). */
  detail: string;
}
