import { pino, type DestinationStream, type Logger } from "pino";
import { serializeError } from "./log-errors.ts";

/** Secrets never reach the logs: cookies, auth headers and anything named like a password. */
export const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "*.password",
  "*.passwordHash",
  "*.token",
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: redactPaths, censor: "[redacted]" }, serializers: { err: serializeError } },
    destination,
  );
}
