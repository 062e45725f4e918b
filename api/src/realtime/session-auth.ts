import type { Logger } from "pino";
import type { Socket } from "socket.io";
import { isDatabaseUnavailable } from "../db/errors.ts";
import { readSessionToken, type Authenticator } from "../http/middleware/session.ts";

/** Socket middleware: the same session cookie as HTTP, or the handshake is refused with a stable code. */
export function sessionAuth(deps: { auth: Authenticator; logger: Logger }) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const token = readSessionToken(socket.request.headers.cookie);
      const user = token ? await deps.auth.authenticate(token) : null;
      if (!user) return next(new Error("unauthenticated"));
      (socket.data as { userId: string }).userId = user.id;
      next();
    } catch (error) {
      if (isDatabaseUnavailable(error)) return next(new Error("service_unavailable"));
      deps.logger.error({ err: error }, "socket authentication failed");
      next(new Error("internal_error"));
    }
  };
}
