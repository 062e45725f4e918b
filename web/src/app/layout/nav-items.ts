import { SECURITY_PATH } from "@/features/auth/paths";
import { PLANS_PATH } from "@/lib/plans-path";

export interface NavItem {
  to: string;
  label: string;
  /** Other addresses of the same screen (the spec gives some two), shown as this item too. */
  aliases?: readonly string[];
}

/** The cook's allergy list, which the nutrition panel reads to flag risks. */
export const ALLERGIES_PATH = "/perfil/alergias";

/** The web chat with the chef, for signed-in cooks only. */
export const chatNavItem: NavItem = { to: "/chat", label: "Chat" };

export const desktopNavItems: readonly NavItem[] = [
  { to: "/receitas-da-comunidade", label: "Receitas" },
  { to: "/receitas-saudaveis", label: "Receitas Saudáveis" },
  { to: "/minhas-receitas", label: "Minhas Receitas", aliases: ["/my-recipe"] },
  { to: "/top-receitas", label: "Top Receitas", aliases: ["/ranking"] },
  { to: "/faq", label: "FAQ" },
];

export const mobileNavItems: readonly NavItem[] = [
  { to: "/", label: "Início" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/receitas-da-comunidade", label: "Receitas da Comunidade" },
  { to: "/minhas-receitas", label: "Minhas Receitas" },
  { to: "/receitas-saudaveis", label: "Nova Receita Saudável" },
];

/** The account's own pages, at the end of both the desktop user menu and the mobile menu. */
export const accountNavItems: readonly NavItem[] = [
  { to: ALLERGIES_PATH, label: "Minhas alergias" },
  { to: PLANS_PATH, label: "Minha assinatura" },
  { to: SECURITY_PATH, label: "Alterar senha" },
];

export const userMenuItems: readonly NavItem[] = [
  { to: "/minhas-receitas", label: "Minhas Receitas" },
  { to: "/receitas-saudaveis", label: "Receitas Saudáveis" },
  { to: "/", label: "Nova Receita" },
  { to: "/dashboard", label: "Dashboard" },
  chatNavItem,
  ...accountNavItems,
];

export const REGISTER_PATH = "/auth?mode=register";
