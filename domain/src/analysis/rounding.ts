/**
 * Rounds half away from zero to `decimals` places, deciding on the number's 15-significant-digit
 * decimal form, so 1.005 gives 1.01 and 12.345 gives 12.35 as a reader of the value expects
 * (plain Math.round(x * 100) / 100 gives 1 and 12.34 for these binary neighbours).
 */
export function roundHalfAwayFromZero(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x;
  // Fast path: away from a tie, the nearest integer of x * 10^decimals is the answer either way.
  const unit = 10 ** decimals;
  const scaled = Math.abs(x) * unit;
  const distanceFromTie = Math.abs(scaled - Math.floor(scaled) - 0.5);
  if (scaled < 1e13 && distanceFromTie > 1e-6) return (x < 0 ? -Math.round(scaled) : Math.round(scaled)) / unit || 0;
  return roundOnDigits(x, decimals);
}

/** Rounding decided on the 15-significant-digit decimal form of x. */
function roundOnDigits(x: number, decimals: number): number {
  const [mantissa = '0', exponentText = '0'] = Math.abs(x).toExponential(14).split('e');
  const digits = mantissa.replace('.', ''); // 15 digits, value = 0.d1d2... * 10^(exponent + 1)
  const keep = Number(exponentText) + 1 + decimals; // digits to keep before rounding
  if (keep < 0) return 0;
  if (keep >= digits.length) return x;
  const kept = keep === 0 ? 0 : Number(digits.slice(0, keep)); // x * 10^decimals, truncated
  const rounded = (digits.charCodeAt(keep) >= 53 ? kept + 1 : kept) / 10 ** decimals;
  return x < 0 ? -rounded : rounded;
}

/** A statistic as shown: 2 decimals. */
export function roundStatistic(x: number): number {
  return roundHalfAwayFromZero(x, 2);
}

/** A percentage as shown: 1 decimal. */
export function roundPercentage(x: number): number {
  return roundHalfAwayFromZero(x, 1);
}
