import { ShieldAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { ACCESS_DENIED } from "../lib/admin-messages";

/** What a signed-in account without the admin role sees; the server refuses its calls as well. */
export function AccessDenied() {
  return (
    <Alert variant="destructive" role="alert">
      <ShieldAlert aria-hidden="true" />
      <div className="grid gap-1">
        <h1 className="font-bold">{ACCESS_DENIED.title}</h1>
        <p>{ACCESS_DENIED.description}</p>
      </div>
    </Alert>
  );
}
