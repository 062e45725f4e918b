import { NavLink } from "react-router";
import { useUser } from "@/lib/session";
import { cn } from "@/lib/cn";
import { MobileMenuUserSection } from "./mobile-menu-user-section";
import { chatNavItem, mobileNavItems } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";
import { VisitorActions } from "./visitor-actions";

interface MobileMenuPanelProps {
  id: string;
  onNavigate: () => void;
}

function itemClass({ isActive }: { isActive: boolean }) {
  return cn(
    "flex items-center rounded-lg px-3 py-2.5 text-sm font-medium transition-colors",
    isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted",
  );
}

// Plays the 0.3 s entrance through the Web Animations API, so no global keyframes are needed.
function animateIn(node: HTMLDivElement | null) {
  if (!node?.animate || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  node.animate(
    [
      { opacity: 0, transform: "translateY(12px) scale(0.96)" },
      { opacity: 1, transform: "none" },
    ],
    { duration: 300, easing: "cubic-bezier(0.2, 0.8, 0.2, 1)" },
  );
}

export function MobileMenuPanel({ id, onNavigate }: MobileMenuPanelProps) {
  const { user } = useUser();
  // Chat sits beside the Dashboard, both the signed-in cook's own pages.
  const navItems = user
    ? mobileNavItems.flatMap((item) => (item.to === "/dashboard" ? [item, chatNavItem] : [item]))
    : mobileNavItems;
  return (
    <div
      id={id}
      ref={animateIn}
      className="fixed right-4 bottom-24 z-50 max-h-[calc(100dvh-8rem)] min-w-[280px] max-w-[calc(100vw-2rem)] origin-bottom-right overflow-y-auto rounded-2xl border border-border bg-card p-3 text-card-foreground shadow-2xl md:hidden"
    >
      <nav aria-label="Menu móvel">
        <ul className="space-y-1">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={itemClass} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="my-3 h-px bg-border" />
      {user ? (
        <MobileMenuUserSection user={user} onNavigate={onNavigate} />
      ) : (
        <VisitorActions layout="mobile" onNavigate={onNavigate} />
      )}
      <div className="mt-3 flex items-center justify-between border-t border-border pt-2 text-sm text-muted-foreground">
        <span>Tema</span>
        <ThemeToggle />
      </div>
    </div>
  );
}
