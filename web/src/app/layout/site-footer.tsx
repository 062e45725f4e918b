import { FooterLinkColumn } from "./footer-link-column";
import { Logo } from "./logo";
import type { NavItem } from "./nav-items";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";

const productLinks: readonly NavItem[] = [
  { to: "/como-funciona", label: "Como funciona" },
  { to: "/#precos", label: "Preços" },
  { to: "/receitas-da-comunidade", label: "Receitas da Comunidade" },
  { to: "/top-receitas", label: "Top Receitas" },
  { to: "/dificuldade", label: "Níveis de dificuldade" },
];

const supportLinks: readonly NavItem[] = [
  { to: "/ajuda", label: "Central de Ajuda" },
  { to: "/faq", label: "Perguntas frequentes" },
  { to: "/scanner-ajuda", label: "Guia do scanner" },
  { to: "/privacidade", label: "Privacidade" },
  { to: "/termos", label: "Termos de uso" },
  { to: "/cookies", label: "Cookies" },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    // The extra bottom padding on small screens keeps the floating menu button off the footer text.
    <footer className="border-t border-border bg-muted/60 pb-24 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
        <div className="space-y-4 lg:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            Diga o que tem na geladeira e receba uma receita brasileira pronta para cozinhar.
          </p>
          <SocialLinks />
        </div>
        <FooterLinkColumn title="Produto" items={productLinks} />
        <FooterLinkColumn title="Suporte" items={supportLinks} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4 text-sm text-muted-foreground md:px-6">
          <p>© {year} ChefZap</p>
          <ThemeToggle />
        </div>
      </div>
    </footer>
  );
}
