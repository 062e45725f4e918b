import { termsOfUse } from "../content/terms-of-use";
import { LegalPage } from "./legal-page";

/** /termos: the terms of use (spec part 2: thirteen sections). */
export function TermsPage() {
  return <LegalPage document={termsOfUse} />;
}
