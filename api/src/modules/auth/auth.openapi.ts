import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
} from "@chefzap/shared";
import { z } from "zod";
import { apiDocs, json, noContent } from "../../http/openapi/operation.ts";

const signedIn = (description: string) => ({
  ...json(description, publicUserSchema),
  headers: z.object({
    "Set-Cookie": z.string().meta({ description: "O cookie de sessão `chefzap_session` (httpOnly)." }),
  }),
});

export const authApiDocs = apiDocs(
  { name: "Conta", description: "Cadastro, entrada, saída e senha." },
  {
    "/register": {
      post: {
        summary: "Cria a conta e já entra",
        access: "public",
        body: registerSchema,
        responses: { "201": signedIn("Conta criada; a sessão vem no cookie.") },
        errors: ["email_taken", "username_taken", "rate_limited"],
      },
    },
    "/login": {
      post: {
        summary: "Entra com e-mail ou nome de usuário e senha",
        access: "public",
        body: loginSchema,
        responses: { "200": signedIn("Sessão aberta.") },
        errors: ["invalid_credentials", "rate_limited"],
      },
    },
    "/logout": {
      post: {
        summary: "Sai (encerra a sessão)",
        description: "Enviado por um formulário, redireciona para a página inicial (303).",
        access: "public",
        responses: { "204": noContent("Saiu."), "303": noContent("Saiu pelo formulário; vai para /.") },
      },
    },
    "/auth/forgot-password": {
      post: {
        summary: "Pede o link de redefinição de senha",
        description: "Responde o mesmo, exista ou não a conta.",
        access: "public",
        body: forgotPasswordSchema,
        responses: { "202": json("Pedido recebido.", z.object({ message: z.string() })) },
        errors: ["rate_limited"],
      },
    },
    "/auth/reset-password": {
      post: {
        summary: "Define a nova senha com o token do e-mail",
        description: "Encerra todas as sessões da conta; entre de novo com a nova senha.",
        access: "public",
        body: resetPasswordSchema,
        responses: { "204": noContent("Senha trocada.") },
        errors: ["reset_token_invalid", "rate_limited"],
      },
    },
    "/auth/change-password": {
      post: {
        summary: "Troca a senha de quem entrou",
        access: "user",
        body: changePasswordSchema,
        responses: { "204": noContent("Senha trocada.") },
        errors: ["current_password_wrong", "rate_limited"],
      },
    },
  },
);
