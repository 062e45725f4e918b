/** The part of a pino logger adapters use, so the process can hand them its own. */
export interface ChannelLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Until the process gives one: warnings and errors to stderr, the rest dropped. */
export const stderrLogger: ChannelLogger = {
  info: () => {},
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** For tests that assert on behaviour, not on logs. */
export const silentLogger: ChannelLogger = { info: () => {}, warn: () => {}, error: () => {} };
