import type { GroupHealth } from '../utils/check-grouping.ts';

export type DotState = 'healthy' | 'unhealthy' | 'unknown' | GroupHealth;

const LOOK: Record<DotState, { color: string; text: string }> = {
  healthy: { color: 'bg-green-500', text: 'Healthy' },
  good: { color: 'bg-green-500', text: 'Good' },
  unhealthy: { color: 'bg-red-500', text: 'Unhealthy' },
  mixed: { color: 'bg-orange-400', text: 'Mixed' },
  unknown: { color: 'bg-gray-400', text: 'Unknown' },
};

/** A coloured dot (spec 000 §4) with its meaning for assistive technology and on hover. */
export function HealthStatusDot({ state }: { state: DotState }) {
  const { color, text } = LOOK[state];
  return <span role="img" aria-label={text} title={text} className={`inline-block size-2.5 shrink-0 rounded-full ${color}`} />;
}
