/** Functions a formula may call, with their argument counts. */
export const FORMULA_FUNCTIONS: Readonly<
  Record<string, { arity: [min: number, max: number]; apply: (...args: number[]) => number }>
> = {
  abs: { arity: [1, 1], apply: Math.abs },
  sqrt: { arity: [1, 1], apply: Math.sqrt },
  cbrt: { arity: [1, 1], apply: Math.cbrt },
  exp: { arity: [1, 1], apply: Math.exp },
  ln: { arity: [1, 1], apply: Math.log },
  log: { arity: [1, 1], apply: Math.log10 },
  log10: { arity: [1, 1], apply: Math.log10 },
  log2: { arity: [1, 1], apply: Math.log2 },
  floor: { arity: [1, 1], apply: Math.floor },
  ceil: { arity: [1, 1], apply: Math.ceil },
  round: { arity: [1, 1], apply: Math.round },
  sign: { arity: [1, 1], apply: Math.sign },
  sin: { arity: [1, 1], apply: Math.sin },
  cos: { arity: [1, 1], apply: Math.cos },
  tan: { arity: [1, 1], apply: Math.tan },
  min: { arity: [1, 16], apply: Math.min },
  max: { arity: [1, 16], apply: Math.max },
  pow: { arity: [2, 2], apply: Math.pow },
  clamp: { arity: [3, 3], apply: (value, low, high) => Math.min(Math.max(value, low), high) },
};

/** Named constants a formula may use. */
export const FORMULA_CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

/** Name of the one variable: the day's value. */
export const FORMULA_VARIABLE = 'x';

/** Longest formula text accepted, and deepest nesting, so a formula cannot exhaust memory or the stack. */
export const FORMULA_LIMITS = { maxLength: 500, maxDepth: 50 } as const;

/** True when `name` is an own entry of `table` (never an inherited one such as 'constructor'). */
export function isWhitelisted(table: object, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, name);
}
