import { STORAGE_KEYS } from "@/config/constants";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

export type Theme = "light" | "dark";

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

const noSubscription = () => () => {};

/**
 * False while React hydrates a prerendered page, true ever after (and from the start of a page rendered
 * in the browser): a prerendered page was drawn in the light theme, so its first render must say light.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Light by default; the choice is kept in localStorage under the product's key (spec part 1 §3). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  // Written only once the user chose: at start it is what storage holds, and a write there costs a
  // phone several milliseconds while the page loads.
  const chosen = useRef(false);

  useEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
    if (!chosen.current) return;
    try {
      localStorage.setItem(STORAGE_KEYS.theme, theme);
    } catch {
      // Private mode: the theme still applies for this visit.
    }
  }, [theme]);

  const toggleTheme = useCallback(() => {
    chosen.current = true;
    setTheme((t) => (t === "dark" ? "light" : "dark"));
  }, []);
  // The page's colours follow the <html> class that shared's theme script set before the first paint; only the
  // theme's own controls (the toggle's icon and label) switch, right after hydration.
  const shown = useHydrated() ? theme : "light";
  const value = useMemo(() => ({ theme: shown, toggleTheme }), [shown, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used inside ThemeProvider");
  return ctx;
}
