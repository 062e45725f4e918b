import { ChefHat } from "lucide-react";

/** The chef's face beside each answer, and beside the one being written. */
export function ChefAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-primary/15 text-primary dark:text-orange-300"
    >
      <ChefHat className="size-4.5" />
    </span>
  );
}
