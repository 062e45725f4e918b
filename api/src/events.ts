import type { UserServerEvents } from "@chefzap/shared";

/**
 * How a service tells a user something live, without knowing about sockets: realtime delivers it to
 * the user's room on every api instance.
 */
export interface UserEvents {
  emit<E extends keyof UserServerEvents>(
    userId: string,
    event: E,
    ...args: Parameters<UserServerEvents[E]>
  ): void;
}

/** For scripts and tests that have no one listening. */
export const noUserEvents: UserEvents = { emit: () => {} };
