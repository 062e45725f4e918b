import type { ProfileTargetField } from "@chefzap/shared";
import { Calculator } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { formatList } from "@/lib/pt-br-format";
import { PROFILE_FIELD_LABELS } from "../lib/profile-labels";

/** What is still needed before the api can work out a target. */
export function MissingTargetsNote({ missing }: { missing: readonly ProfileTargetField[] }) {
  const names = missing.map((field) => PROFILE_FIELD_LABELS[field].replace(/ \(.*\)$/, "").toLowerCase());
  return (
    <Alert>
      <Calculator aria-hidden="true" />
      <p>Preencha {formatList(names)} para ver sua meta diária de calorias e macronutrientes.</p>
    </Alert>
  );
}
