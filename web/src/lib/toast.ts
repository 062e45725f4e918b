import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;
type Toast = Sonner["toast"];

let sonner: Promise<Sonner> | undefined;

/** Sonner's code (the toasts and their Toaster), fetched once, when first needed. */
export function loadSonner(): Promise<Sonner> {
  return (sonner ??= import("sonner"));
}

/**
 * Sonner's toast for the code the landing loads, which does not need sonner to paint: the toast is
 * shown once sonner is here (it keeps the toasts made before its Toaster mounts and shows them then).
 * Code of the pages loaded later imports sonner itself.
 */
export const toast = Object.assign(
  (...args: Parameters<Toast>) => void loadSonner().then((loaded) => loaded.toast(...args)),
  {
    success: (...args: Parameters<Toast["success"]>) =>
      void loadSonner().then((loaded) => loaded.toast.success(...args)),
    error: (...args: Parameters<Toast["error"]>) =>
      void loadSonner().then((loaded) => loaded.toast.error(...args)),
  },
);
