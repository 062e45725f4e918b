// The spec's texts (part 2 §5, §8), word for word.
export const REQUIRED_FIELDS = {
  title: "Campos obrigatórios",
  description: "Por favor, preencha usuário e senha",
};
export const LOGIN_FAILED = { title: "Erro no login", description: "Credenciais de administrador inválidas" };
export const NOT_AN_ADMIN = {
  title: "Acesso negado",
  description: "Credenciais de administrador necessárias",
};
export const ACCESS_DENIED = {
  title: "Acesso Negado",
  description: "Você não tem permissão para acessar esta página.",
};
export const SELECT_FOR_RESET = "Selecione usuários para resetar receitas";
export const SELECT_FOR_EMAIL = "Selecione usuários para enviar email";
export const DETAILS_FAILED = "Não foi possível carregar os detalhes do usuário";
