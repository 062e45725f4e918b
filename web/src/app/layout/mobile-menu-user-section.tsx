import type { PublicUser } from "@chefzap/shared";
import { Crown, HeartPulse, KeyRound, LogOut, Plus, ShieldAlert, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { logout } from "@/features/auth/api/logout";
import { SECURITY_PATH } from "@/features/auth/paths";
import { PLANS_PATH } from "@/lib/plans-path";
import { accountNavItems, ALLERGIES_PATH } from "./nav-items";
import { UserAvatar } from "./user-avatar";

const accountIcons: Record<string, LucideIcon> = {
  [ALLERGIES_PATH]: ShieldAlert,
  [PLANS_PATH]: Crown,
  [SECURITY_PATH]: KeyRound,
};

interface MobileMenuUserSectionProps {
  user: PublicUser;
  onNavigate: () => void;
}

export function MobileMenuUserSection({ user, onNavigate }: MobileMenuUserSectionProps) {
  // A username made up from the e-mail at sign-up reads like a code; the first name is the person.
  const displayName = user.firstName || user.username || "Usuário";
  return (
    <section aria-label="Sua conta" className="space-y-3">
      <div className="flex items-center gap-3 rounded-xl bg-muted p-3">
        <UserAvatar name={displayName} />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">{displayName}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      {/* One per row: side by side, "Nova Receita Saudável" did not fit a 390 px phone. */}
      <div className="grid gap-2">
        <Button asChild size="sm" className="justify-start">
          <Link to="/" onClick={onNavigate}>
            <Plus aria-hidden="true" />
            Nova Receita
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline" className="justify-start">
          <Link to="/receitas-saudaveis" onClick={onNavigate}>
            <HeartPulse aria-hidden="true" className="text-success" />
            Nova Receita Saudável
          </Link>
        </Button>
      </div>
      {accountNavItems.map(({ to, label }) => {
        const Icon = accountIcons[to] ?? KeyRound;
        return (
          <Button key={to} asChild variant="ghost" className="w-full justify-start">
            <Link to={to} onClick={onNavigate}>
              <Icon aria-hidden="true" className="text-primary" />
              {label}
            </Link>
          </Button>
        );
      })}
      <Button variant="ghost" className="w-full justify-start text-destructive" onClick={() => void logout()}>
        <LogOut aria-hidden="true" />
        Sair
      </Button>
    </section>
  );
}
