import { pathToFileURL } from 'node:url';
import { DomainError } from '@waterline/domain/aggregate/decider';

/** Input the operator can fix (an unknown name, a missing option): printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Whether the module at `moduleUrl` is the script node was started with (rather than imported by a test). */
export function isMainModule(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1] ?? '').href;
}

/**
 * Runs an operator script's `main` and sets the exit code: its own on success; 2 with the message
 * and `usage` on stderr for a UsageError or a refused command (DomainError); 1 for anything else.
 */
export function runOperatorScript(main: () => Promise<number>, usage: string, what: string): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof UsageError || error instanceof DomainError) {
        process.stderr.write(`${error.message}\n${error instanceof UsageError ? `${usage}\n` : ''}`);
        process.exitCode = 2;
        return;
      }
      process.stderr.write(`${what} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

/** Runs a command-line parser and turns what it throws into a UsageError. */
export function usageErrors<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
