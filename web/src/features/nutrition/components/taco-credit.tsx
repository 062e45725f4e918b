import { TACO_CREDIT } from "../lib/reference";

/** TACO asks for credit wherever its values appear; the api's wording wins when it sends one. */
export function TacoCredit({ citation }: { citation?: string }) {
  return <p className="text-xs leading-relaxed text-muted-foreground">{citation?.trim() || TACO_CREDIT}</p>;
}
