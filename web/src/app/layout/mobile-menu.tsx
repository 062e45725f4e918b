import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { MobileMenuPanel } from "./mobile-menu-panel";
import { useScrollingDown } from "./use-scrolling-down";

/** The floating round button of small screens and the navigation panel it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // Out of the way of the cards under it while the cook reads down the page; keyboard focus brings it back.
  const aside = useScrollingDown() && !open;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef}>
      {open && <MobileMenuPanel id={panelId} onNavigate={close} />}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? "Fechar menu" : "Abrir menu"}
        aria-expanded={open}
        aria-controls={panelId}
        data-state={aside ? "aside" : "shown"}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          "fixed right-4 bottom-4 z-50 grid size-14 place-items-center rounded-full shadow-xl transition-[background-color,transform] duration-300 active:scale-95 md:hidden",
          open ? "rotate-90 bg-foreground text-background" : "bg-primary text-primary-foreground",
          aside && "translate-y-24 focus-visible:translate-y-0",
        )}
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
      </button>
    </div>
  );
}
