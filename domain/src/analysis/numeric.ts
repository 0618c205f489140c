/** A number from a form or JSON field: finite numbers and numeric text count; anything else is NaN. */
export function toNumber(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : NaN;
  if (typeof input === 'string' && input.trim() !== '') {
    const value = Number(input);
    return Number.isFinite(value) ? value : NaN;
  }
  return NaN;
}

/** True when toNumber gives a number. */
export function isNumeric(input: unknown): boolean {
  return !Number.isNaN(toNumber(input));
}
