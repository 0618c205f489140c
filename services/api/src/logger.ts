/** Where the API reports what an operator should see. Never given a secret. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Writes to the process's standard output and error streams. */
export const processLogger: Logger = {
  info(message) {
    process.stdout.write(`${message}\n`);
  },
  error(message, error) {
    const detail = error instanceof Error ? (error.stack ?? error.message) : error === undefined ? '' : String(error);
    process.stderr.write(`${message}${detail ? `: ${detail}` : ''}\n`);
  },
};

/** A logger that keeps lines in memory, for tests. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    error: (message, error) => lines.push(`${message}${error instanceof Error ? `: ${error.message}` : ''}`),
  };
}
