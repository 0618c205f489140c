import { pino, type DestinationStream } from 'pino';

/** Plain values that go beside a log line's message, e.g. a request id. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Where the API reports what an operator should see. Never given a secret. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/**
 * One JSON object per line (pino): time, level, msg and the fields; an error under `err` with its
 * stack. Header and cookie fields are censored should any caller ever pass them.
 */
export function jsonLogger(destination: DestinationStream): Logger {
  const log = pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['authorization', 'cookie', 'token', 'password', '*.authorization', '*.cookie'],
        censor: '[redacted]',
      },
    },
    destination,
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, error, fields) =>
      log.error({ ...fields, ...(error === undefined ? {} : { err: error }) }, message),
  };
}

/** JSON lines on the process's standard output. */
export const processLogger: Logger = jsonLogger(pino.destination(1));

/** A logger that keeps lines in memory, for tests: the message, its fields as JSON, and an error's message. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const withFields = (message: string, fields: LogFields | undefined) =>
    fields ? `${message} ${JSON.stringify(fields)}` : message;
  return {
    lines,
    info: (message, fields) => lines.push(withFields(message, fields)),
    error: (message, error, fields) =>
      lines.push(`${withFields(message, fields)}${error instanceof Error ? `: ${error.message}` : ''}`),
  };
}
