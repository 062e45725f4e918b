/** The e-mail typed on /auth: its tabs are separate forms, and switching must not lose it. */
export interface EmailDraft {
  email: string;
  onEmailChange: (email: string) => void;
}
