/** Counts over 999 read as thousands with 'k+' (spec 002 §9). */
export function formatCountBadge(count: number): string {
  return count > 999 ? `${Math.floor(count / 1000)}k+` : String(count);
}

/** A change count of 500 or more is highlighted red. */
export const HIGH_CHANGE_COUNT = 500;

export function isHighChangeCount(count: number): boolean {
  return count >= HIGH_CHANGE_COUNT;
}
