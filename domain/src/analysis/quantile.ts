/**
 * Hyndman-Fan type 7 quantile (numpy 'linear', R default, d3) of the first `n` values of an
 * ascending array: h = (n - 1) p, interpolating between the neighbours of h. The blend is
 * computed from the nearer neighbour as numpy does, so results agree with numpy bit for bit.
 * NaN for n = 0.
 */
export function quantileSorted(sorted: ArrayLike<number>, n: number, p: number): number {
  if (n === 0) return NaN;
  const h = (n - 1) * p;
  const lower = Math.floor(h);
  const a = sorted[lower] ?? NaN;
  if (lower >= n - 1) return sorted[n - 1] ?? NaN;
  const b = sorted[lower + 1] ?? NaN;
  const t = h - lower;
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/** Sum with Neumaier compensation, so a mean does not depend on the order of the values. NaN entries must be filtered first. */
export function accurateSum(values: ArrayLike<number>, n: number = values.length): number {
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i] ?? 0;
    const t = sum + v;
    compensation += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  return sum + compensation;
}
