import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { AllergyWarning } from "../types";
import { AllergyItem } from "./allergy-item";

/** Allergens found in the lines; "Alto" marks the ones the cook declared, so the link leads there. */
export function AllergiesTab({ allergies }: { allergies: AllergyWarning[] }) {
  return (
    <div className="grid gap-4">
      {allergies.length === 0 ? (
        <div className="flex gap-3 rounded-xl bg-muted p-4 text-sm">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <p>
            Nenhum alergênico encontrado nos ingredientes. Confira sempre o rótulo dos produtos
            industrializados.
          </p>
        </div>
      ) : (
        <ul aria-label="Alergênicos encontrados" className="grid gap-3">
          {allergies.map((allergy) => (
            <AllergyItem key={allergy.allergenId ?? allergy.allergen} allergy={allergy} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">
        Tem alguma alergia ou intolerância?{" "}
        <Link to="/perfil/alergias" className="font-semibold text-primary underline underline-offset-2">
          Informe suas alergias
        </Link>{" "}
        e elas aparecem aqui como risco Alto.
      </p>
    </div>
  );
}
