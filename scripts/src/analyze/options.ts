/** Command-line options of the form --name value; a repeated or value-less option is an error. */
export function parseOptions(args: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] ?? '';
    const value = args[i + 1];
    if (!name.startsWith('--')) throw new Error(`Unexpected argument '${name}'.`);
    if (value === undefined || value.startsWith('--')) throw new Error(`Option ${name} needs a value.`);
    if (options.has(name)) throw new Error(`Option ${name} is given twice.`);
    options.set(name, value);
  }
  return options;
}

/** Whether the value-less flag `name` is among `args`, and the arguments without it (for `parseOptions`). */
export function takeFlag(args: readonly string[], name: string): { given: boolean; rest: string[] } {
  return { given: args.includes(name), rest: args.filter((arg) => arg !== name) };
}

/** The value of a required option. */
export function required(options: Map<string, string>, name: string): string {
  const value = options.get(name);
  if (value === undefined) throw new Error(`Missing option ${name}.`);
  return value;
}

/** Refuses options the command does not know. */
export function onlyKnown(options: Map<string, string>, known: readonly string[]): void {
  for (const name of options.keys())
    if (!known.includes(name)) throw new Error(`Unknown option ${name}; expected ${known.join(', ')}.`);
}

/** An integer option within bounds, or `fallback` when absent. */
export function integerOption(
  options: Map<string, string>,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number | undefined {
  const text = options.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`Option ${name} must be a whole number from ${String(min)} to ${String(max)}, got '${text}'.`);
  return value;
}
