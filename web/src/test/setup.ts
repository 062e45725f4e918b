import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, vi } from "vitest";

// Lazy routes load their code on first render; on a busy 2-core CI machine that can take over the
// default 1 s, and a slow machine is not a failing feature.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Sonner keeps toasts in module state and replays the undismissed ones to the next Toaster: with one
  // visible at a time, a toast left by an earlier test hid the one a later test waits for.
  toast.dismiss();
  // Build settings a test configured (support contacts) must not reach the next one.
  vi.unstubAllEnvs();
});

// Most web files share their worker's jsdom (vitest.config.ts: isolate false): leave it as a fresh one.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

// jsdom lacks these; components that scroll or query media must still render in tests.
window.scrollTo = () => {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Radix checkboxes inside a <form> measure themselves; jsdom has no layout, so nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
