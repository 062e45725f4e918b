import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { useAllergies } from "../api/get-allergies";

/** The declared allergies are part of the profile; they are edited on their own page. */
export function AllergiesFact({ allergiesPath }: { allergiesPath?: string }) {
  const allergies = useAllergies();
  const labels = (allergies.data?.available ?? [])
    .filter((option) => allergies.data?.allergies.includes(option.id))
    .map((option) => option.label);
  return (
    <section aria-labelledby="perfil-alergias" className="grid gap-2 rounded-lg bg-muted p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="perfil-alergias" className="flex items-center gap-2 text-sm font-semibold">
          <ShieldAlert aria-hidden="true" className="size-4 text-primary" />
          Alergias
        </h4>
        {allergiesPath && (
          <Link
            to={allergiesPath}
            className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Editar alergias
          </Link>
        )}
      </div>
      {allergies.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando alergias...</p>
      ) : allergies.isError ? (
        <p className="text-sm text-muted-foreground">Não foi possível carregar suas alergias agora.</p>
      ) : labels.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma alergia declarada.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Alergias declaradas">
          {labels.map((name) => (
            <li key={name}>
              <Badge className="bg-card">{name}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
