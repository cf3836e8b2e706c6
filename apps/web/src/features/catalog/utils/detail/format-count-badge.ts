/** A tab's count: over 999 it reads as whole thousands with 'k+' (spec 002 §9), so 1500 is '1k+'. */
export function formatCountBadge(count: number): string {
  if (count > 999) return `${Math.floor(count / 1000)}k+`;
  return String(count);
}
