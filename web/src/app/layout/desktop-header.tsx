import { lazy, Suspense } from "react";
import { NavLink, useLocation } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/cn";
import { Logo } from "./logo";
import { chatNavItem, desktopNavItems } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import type { UserMenu } from "./user-menu";
import { VisitorActions } from "./visitor-actions";

// Only signed-in cooks have the menu, and its dropdown brings positioning code the landing's visitors
// never use: it arrives with the user, behind the same placeholder.
let LoadedUserMenu: typeof UserMenu | undefined;

/**
 * Fetches the menu's code ahead. A page the server rendered for a cook calls it before React takes the
 * page over: the menu is then adopted with the rest, instead of staying server markup that a tap
 * could not open until its code arrived.
 */
export async function preloadUserMenu(): Promise<void> {
  LoadedUserMenu ??= (await import("./user-menu")).UserMenu;
}

const LazyUserMenu = lazy(async () => {
  await preloadUserMenu();
  return { default: LoadedUserMenu! };
});

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-full px-2.5 py-2 text-[0.8125rem] font-medium whitespace-nowrap transition-colors lg:px-3 lg:text-sm",
    isActive ? "bg-primary/10 text-primary" : "text-muted-foreground hover:bg-muted hover:text-foreground",
  );
}

export function DesktopHeader() {
  const { user, isLoading } = useUser();
  const { pathname } = useLocation();
  const navItems = user ? [chatNavItem, ...desktopNavItems] : desktopNavItems;
  return (
    <div className="mx-auto hidden h-16 max-w-7xl items-center justify-between gap-3 px-4 md:flex lg:gap-6 lg:px-6">
      <Logo wordmarkClassName="hidden lg:inline" />
      <nav aria-label="Principal" className="flex items-center lg:gap-1">
        {navItems.map((item) => (
          // On an alias address the item links to where the cook is, so it is marked as the current page.
          <NavLink
            key={item.to}
            to={item.aliases?.includes(pathname) ? pathname : item.to}
            className={navLinkClass}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className="flex shrink-0 items-center gap-2">
        <ThemeToggle />
        {/* A placeholder while /api/session answers keeps "Entrar" from flashing for signed-in users. */}
        {isLoading ? (
          <Skeleton className="h-10 w-40" />
        ) : user ? (
          <Suspense fallback={<Skeleton className="h-10 w-40" />}>
            {LoadedUserMenu ? <LoadedUserMenu user={user} /> : <LazyUserMenu user={user} />}
          </Suspense>
        ) : (
          <VisitorActions layout="desktop" />
        )}
      </div>
    </div>
  );
}
