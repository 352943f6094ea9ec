/**
 * Small pure figures helpers for the bench: no I/O, unit-tested in tests/unit/bench-stats.test.ts.
 */

/**
 * The p-th percentile (0–100) of a list of numbers, by linear interpolation between the closest
 * ranks (the method spreadsheets call PERCENTILE.INC). Undefined for an empty list.
 *
 * @example percentile([1, 2, 3, 4], 50) // 2.5
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  if (p < 0 || p > 100) throw new RangeError(`percentile must be within 0–100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  const highValue = sorted[high] as number;
  return lowValue + (highValue - lowValue) * (rank - low);
}

/**
 * `a / b`, or undefined when either side is missing or b is not a positive number (a ratio against
 * a limit that was not measured means nothing).
 *
 * @example ratio(500, 2000) // 0.25
 */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || b <= 0) return undefined;
  return a / b;
}

/** Least-squares line through points: y = intercept + slope · x. Needs two distinct x values. */
export function linearFit(points: readonly { x: number; y: number }[]): { slope: number; intercept: number } {
  const n = points.length;
  if (n < 2) throw new RangeError('a line needs at least two points');
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  if (sxx === 0) throw new RangeError('a line needs two distinct x values');
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/**
 * Splits `total` into whole parts proportional to `weights` (largest remainder), so the parts
 * always add up to `total`.
 *
 * @example apportion(10, { a: 1, b: 1, c: 1 }) // { a: 4, b: 3, c: 3 }
 */
export function apportion<K extends string>(total: number, weights: Readonly<Record<K, number>>): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const sum = keys.reduce((s, k) => s + weights[k], 0);
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total must be a whole number ≥ 0, got ${total}`);
  if (sum <= 0) throw new RangeError('weights must add up to more than 0');
  const exact = keys.map((k) => ({ k, value: (total * weights[k]) / sum }));
  const parts = Object.fromEntries(exact.map(({ k, value }) => [k, Math.floor(value)])) as Record<K, number>;
  let left = total - keys.reduce((s, k) => s + parts[k], 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)));
  for (const { k } of byRemainder) {
    if (left === 0) break;
    parts[k] += 1;
    left -= 1;
  }
  return parts;
}
