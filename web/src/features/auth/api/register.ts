import type { PublicUser } from "@chefzap/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { getDeviceInfo } from "../lib/device-info";

/** What the client sends; the server's registerSchema normalises and checks it again. */
export interface RegisterPayload {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName?: string;
  name?: string;
  whatsapp?: string;
  deviceFingerprint?: string;
  userAgent?: string;
}

/** What a sign-up form collects; the device fields are added on submit. */
export type RegisterDetails = Omit<RegisterPayload, "deviceFingerprint" | "userAgent">;

/** POST /api/register: creates the account, signs it in and answers the user (201). */
export function register(payload: RegisterPayload): Promise<PublicUser> {
  return apiRequest<PublicUser>("POST", "/api/register", payload);
}

export function useRegister() {
  return useMutation({
    // Hashing the device traits is async; doing it inside the mutation keeps the button pending throughout.
    mutationFn: async (details: RegisterDetails) => {
      const device = await getDeviceInfo();
      return register({ ...details, deviceFingerprint: device.fingerprint, userAgent: device.userAgent });
    },
  });
}
