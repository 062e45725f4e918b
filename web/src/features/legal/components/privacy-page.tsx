import { privacyPolicy } from "../content/privacy-policy";
import { LegalPage } from "./legal-page";

/** /privacidade: the LGPD privacy policy (spec part 2: twelve sections). */
export function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
