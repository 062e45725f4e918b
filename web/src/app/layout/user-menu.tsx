import type { PublicUser } from "@chefzap/shared";
import { ChevronDown, LogOut } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { logout } from "@/features/auth/api/logout";
import { userMenuItems } from "./nav-items";
import { UserAvatar } from "./user-avatar";

const itemClass =
  "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted";

export function UserMenu({ user }: { user: PublicUser }) {
  const displayName = user.firstName || user.username || "Usuário";
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-full border border-border bg-card py-1 pl-1 pr-3 text-sm font-semibold transition-colors hover:bg-muted">
        <UserAvatar name={displayName} className="size-8" />
        {/* Named by hidden words, not aria-label: that must contain what shows, the avatar's initial too. */}
        <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
          {displayName}
        </span>
        <span className="sr-only">{`Menu da conta de ${displayName}`}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{displayName}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {userMenuItems.map((item) => (
            <DropdownMenu.Item key={item.label} asChild className={itemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={`${itemClass} text-destructive`} onSelect={() => void logout()}>
            <LogOut className="size-4" aria-hidden="true" />
            Sair
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
