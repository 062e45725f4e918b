import { Link } from "react-router";
import { supportContacts } from "@/lib/support-links";

/**
 * Where privacy and legal requests go, mid-sentence after "escreva para": the configured support
 * e-mail, with a subject that lets the inbox sort requests; without one, the help center.
 */
export function LegalContactLink({ subject }: { subject: string }) {
  const { email } = supportContacts();
  if (!email) return <Link to="/ajuda">a nossa Central de Ajuda</Link>;
  return <a href={`${email.href}?subject=${encodeURIComponent(subject)}`}>{email.label}</a>;
}
