import { STORAGE_KEYS } from "@/config/constants";

/**
 * A page that sends a visitor to sign up ("Assinar Premium" → /register) asks to be opened again once
 * they are signed in. Kept per tab: an address left by a sign-up abandoned days ago must not hijack a
 * later sign-in.
 */
export function returnAfterAuth(path: string): void {
  sessionStorage.setItem(STORAGE_KEYS.returnAfterAuth, path);
}

/** The remembered page, once: reading it forgets it. Only our own paths, never another site. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(STORAGE_KEYS.returnAfterAuth);
  sessionStorage.removeItem(STORAGE_KEYS.returnAfterAuth);
  return path?.startsWith("/") && !path.startsWith("//") ? path : null;
}
