import { Outlet } from "react-router";
import { DesktopHeader } from "./desktop-header";
import { MobileMenu } from "./mobile-menu";
import { MobileTopBar } from "./mobile-top-bar";
import { RouteProgress } from "./route-progress";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";

export function AppShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <RouteProgress />
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <header className="sticky top-0 z-40 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <DesktopHeader />
        <MobileTopBar />
      </header>
      {/* At least a screen tall, so the footer starts below the fold and a page (or its data) that
          arrives after the first paint grows into space nobody sees instead of pushing the footer. */}
      <div id="conteudo" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <Outlet />
      </div>
      <SiteFooter />
      <MobileMenu />
    </div>
  );
}
