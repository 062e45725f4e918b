/** Stable error codes shared by the api, the web and the bot. Never rename one: callers match on them. */
export const domainErrorCodes = [
  "validation_failed",
  "unauthenticated",
  "invalid_credentials",
  "forbidden",
  "admin_only",
  "not_found",
  "email_taken",
  "username_taken",
  "rate_limited",
  "payload_too_large",
  "needs_subscription",
  "premium_required",
  "unsupported_image",
  "scanner_unavailable",
  "request_not_understood",
  "healthy_unreachable",
  "menu_unreachable",
  "own_recipe_rating",
  "reset_token_invalid",
  "current_password_wrong",
  "billing_unavailable",
  "no_subscription",
  "cross_origin",
  "service_unavailable",
  "internal_error",
] as const;

export type DomainErrorCode = (typeof domainErrorCodes)[number];

export interface DomainErrorDetails {
  /** The offending field, for validation errors. */
  field?: string;
  [key: string]: unknown;
}

/**
 * Thrown by services for any failure a caller should understand. It carries no HTTP:
 * the api maps codes to statuses, the web and the bot map them to pt-BR text.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly details: DomainErrorDetails | undefined;

  constructor(code: DomainErrorCode, message?: string, details?: DomainErrorDetails) {
    super(message ?? errorMessages[code]);
    this.name = "DomainError";
    this.code = code;
    this.details = details;
  }
}

/** Default pt-BR message for each code, shown to users when nothing more specific exists. */
export const errorMessages: Record<DomainErrorCode, string> = {
  validation_failed: "Dados inválidos. Confira os campos e tente novamente.",
  unauthenticated: "Você precisa entrar na sua conta para continuar.",
  invalid_credentials: "E-mail ou senha incorretos.",
  forbidden: "Você não tem permissão para fazer isso.",
  admin_only: "Você não tem permissão para acessar esta página.",
  not_found: "Não encontrado.",
  email_taken: "Este e-mail já está cadastrado. Faça login ou use outro e-mail.",
  username_taken: "Este nome de usuário já está em uso.",
  rate_limited: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  payload_too_large: "O conteúdo enviado é grande demais.",
  // The token stays in the text: clients of the first design look for "needsSubscription" in the message.
  needs_subscription:
    "Você já usou suas 3 receitas grátis. Assine o Premium para receitas ilimitadas. (needsSubscription)",
  premium_required: "Assinatura Premium necessária para gerar versões alternativas.",
  unsupported_image: "Formato de imagem inválido. Envie uma foto JPG, PNG ou WEBP.",
  scanner_unavailable:
    "O scanner de fotos não está disponível no momento. Digite seus ingredientes na lista.",
  request_not_understood: "Não entendi o pedido. Descreva a mudança de outro jeito.",
  healthy_unreachable:
    "Não conseguimos montar uma receita com esses ingredientes que respeite o objetivo, as restrições e os limites escolhidos. Esta tentativa não conta no seu limite de receitas.",
  menu_unreachable:
    "Não foi possível montar o cardápio: nenhuma refeição respeita todas as suas restrições, alergias e alimentos que você não gosta. Revise o perfil e tente de novo.",
  own_recipe_rating: "Você não pode avaliar a sua própria receita.",
  reset_token_invalid: "Este link de redefinição é inválido ou expirou. Peça um novo.",
  current_password_wrong: "A senha atual está incorreta.",
  billing_unavailable:
    "Os pagamentos não estão disponíveis no momento. Tente novamente mais tarde ou fale com o suporte.",
  no_subscription: "Você ainda não tem uma assinatura Premium.",
  cross_origin: "Pedido recusado: ele veio de outro site. Abra o ChefZap e tente novamente.",
  service_unavailable: "O ChefZap está instável no momento. Tente novamente em alguns segundos.",
  internal_error: "Algo deu errado do nosso lado. Tente novamente em instantes.",
};

/** Shape of every error body the api sends. */
export interface ErrorBody {
  error: DomainErrorCode;
  message: string;
  field?: string;
  requestId?: string;
}
