/** An average send time: milliseconds under a second, then seconds with one decimal. */
export function formatAvgDuration(ms: number | null): string {
  if (ms == null || !Number.isFinite(ms)) return '';
  if (ms < 1000) return `${Math.round(ms)}ms`;
  return `${(ms / 1000).toFixed(1)}s`;
}
