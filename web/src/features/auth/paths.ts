/** "Esqueci minha senha": asks for the e-mail the reset link goes to. */
export const FORGOT_PASSWORD_PATH = "/esqueci-senha";
/** Where the e-mailed link lands, with ?token=. */
export const RESET_PASSWORD_PATH = "/redefinir-senha";
/** The account's security page: "Alterar senha" for a signed-in cook. */
export const SECURITY_PATH = "/perfil/seguranca";
