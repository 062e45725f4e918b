import type { NutritionalProfile } from "@chefzap/shared";
import { CircleAlert, Loader2, Save } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/error-message";
import { useProfileForm } from "../hooks/use-profile-form";
import { ProfileFormFields } from "./profile-form-fields";

interface ProfileFormProps {
  profile: NutritionalProfile | null;
  onCancel: () => void;
  onSaved: (profile: NutritionalProfile) => void;
}

/** The profile tab while editing: the six fields the energy target needs (spec §3). */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const { form, submit, saving, error } = useProfileForm({ profile, onSaved });
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>Editar Perfil Nutricional</CardTitle>
        <CardDescription>
          Com estes dados calculamos quanta energia e quanta proteína, gordura e carboidrato você precisa por
          dia.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} aria-label="Perfil nutricional" className="grid gap-5">
          <ProfileFormFields form={form} />
          {error && (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <p>{errorMessage(error)}</p>
            </Alert>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" size="lg" onClick={onCancel} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
              {saving ? "Salvando..." : "Salvar Perfil"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
