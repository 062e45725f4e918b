import { Link } from "react-router";

function NewTabLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      aria-label={`${label} (abre em nova aba)`}
      className="font-semibold text-primary underline underline-offset-2"
    >
      {label}
    </Link>
  );
}

/**
 * Shown beside every "create account" button. The texts open in a new tab so a half-filled form is
 * not lost on the way back.
 */
export function TermsConsent() {
  return (
    <p className="text-sm leading-relaxed text-muted-foreground">
      Ao criar sua conta, você confirma que tem 18 anos ou mais e concorda com os{" "}
      <NewTabLink to="/termos" label="Termos de Uso" /> e a{" "}
      <NewTabLink to="/privacidade" label="Política de Privacidade" />.
    </p>
  );
}
