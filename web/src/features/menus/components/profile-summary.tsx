import type { NutritionalProfile } from "@chefzap/shared";
import { CalendarPlus, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { NEW_MENU_PATH } from "../lib/paths";
import { profileFacts } from "../lib/profile-facts";
import { AllergiesFact } from "./allergies-fact";

interface ProfileSummaryProps {
  profile: NutritionalProfile | null;
  allergiesPath?: string;
  onEdit: () => void;
}

/** The profile read-only (spec §2): what is filled, then Editar and, with an objective, a new menu. */
export function ProfileSummary({ profile, allergiesPath, onEdit }: ProfileSummaryProps) {
  const facts = profileFacts(profile);
  return (
    <Card role="region" aria-labelledby="perfil-resumo">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id="perfil-resumo">{profile?.profileName ?? "Perfil Principal"}</CardTitle>
          <p className="text-sm text-muted-foreground">
            Seus dados para calcular a meta e montar os cardápios.
          </p>
        </div>
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Editar
        </Button>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          {facts.map(({ label, value, wide }) => (
            <div key={label} className={wide ? "col-span-2 sm:col-span-3" : undefined}>
              <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
              <dd className={value ? "font-medium" : "text-muted-foreground"}>{value ?? "Não informado"}</dd>
            </div>
          ))}
        </dl>
        <AllergiesFact allergiesPath={allergiesPath} />
        {profile?.objetivo && (
          <Button asChild size="lg" className="sm:justify-self-start">
            <Link to={NEW_MENU_PATH}>
              <CalendarPlus aria-hidden="true" />
              Gerar Novo Cardápio
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
