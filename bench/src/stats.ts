/** The middle value of a sample (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value below which `fraction` of the sample lies (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? 0;
}

/** How far the rounds spread around their median, as ± a percentage of it. */
export function spreadPercent(values: readonly number[]): number {
  const middle = median(values);
  if (middle === 0 || values.length < 2) return 0;
  return ((Math.max(...values) - Math.min(...values)) / 2 / middle) * 100;
}
