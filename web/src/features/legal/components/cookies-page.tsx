import { cookiesPolicy } from "../content/cookies-policy";
import { LegalPage } from "./legal-page";

/** /cookies: the cookie policy (spec part 2: nine sections). */
export function CookiesPage() {
  return <LegalPage document={cookiesPolicy} />;
}
