import { pino, type DestinationStream } from 'pino';
import { PinoPretty } from 'pino-pretty';

/** Plain values that go beside a log line's message, e.g. a request id. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/** Where the API reports what an operator should see. Never given a secret. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, error?: unknown, fields?: LogFields): void;
}

/** Fields censored should any caller ever pass them: a line's fields are plain values, so only their names are looked at. */
const SECRET_FIELDS = ['authorization', 'cookie', 'token', 'password'];
const CENSOR = '[redacted]';

/**
 * One JSON object per line (pino): time, level, msg and the fields; an error under `err` with its
 * stack. Header, cookie, token and password fields are censored, and so are an error's own header and cookie
 * properties (looked for on error lines only: every request's line would otherwise pay for the deeper search).
 */
export function jsonLogger(destination: DestinationStream): Logger {
  const log = pino(
    {
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: SECRET_FIELDS, censor: CENSOR },
    },
    destination,
  );
  const errorLog = log.child(
    {},
    { redact: { paths: [...SECRET_FIELDS, '*.authorization', '*.cookie'], censor: CENSOR } },
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, error, fields) =>
      errorLog.error({ ...fields, ...(error === undefined ? {} : { err: error }) }, message),
  };
}

/**
 * The process's standard output: JSON lines, which log collectors read, unless it is a terminal, where a person
 * reads one line per entry (pino-pretty: time, level, message, then the fields).
 */
export const processLogger: Logger = jsonLogger(
  process.stdout.isTTY
    ? PinoPretty({
        destination: 1,
        sync: true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname',
        singleLine: true,
      })
    : pino.destination(1),
);

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
