import { ChefHat } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { readPendingIntent } from "@/lib/pending-intent";

/** Reassures a visitor sent here by "generate" that the ingredients were kept (spec §2 Auth page). */
export function PendingRecipeBanner() {
  if (readPendingIntent().kind !== "generate") return null;
  return (
    <Alert role="status">
      <ChefHat aria-hidden="true" className="text-primary" />
      <p className="font-medium">Sua receita está quase pronta! Entre ou cadastre-se para vê-la.</p>
    </Alert>
  );
}
