import { STORAGE_KEYS } from "@/config/constants";

export interface DeviceInfo {
  /** SHA-256 hex of the traits below; undefined where the browser cannot hash. */
  fingerprint: string | undefined;
  userAgent: string;
  language: string;
  platform: string;
  screenResolution: string;
  timezone: string;
}

function readTraits(): Omit<DeviceInfo, "fingerprint"> {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screenResolution: `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.device);
  } catch {
    return null;
  }
}

function store(fingerprint: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.device, fingerprint);
  } catch {
    // Private mode: a fresh fingerprint next time is acceptable.
  }
}

/**
 * The browser's traits plus a fingerprint kept under the device key, so the same browser keeps the
 * same fingerprint even after a window resize or a browser update.
 */
export async function getDeviceInfo(): Promise<DeviceInfo> {
  const traits = readTraits();
  const stored = readStored();
  if (stored) return { ...traits, fingerprint: stored };
  // crypto.subtle exists only in secure contexts (e.g. not on http://192.168.x.x); sign-up must not fail for it.
  if (!globalThis.crypto?.subtle) return { ...traits, fingerprint: undefined };
  try {
    const fingerprint = await sha256Hex(Object.values(traits).join("|"));
    store(fingerprint);
    return { ...traits, fingerprint };
  } catch {
    return { ...traits, fingerprint: undefined };
  }
}
