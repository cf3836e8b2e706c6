import type { IncidentResponder } from '#src/features/incidents/api/incident-responder.types.ts';

export type ResponderStepState = 'done' | 'current' | 'upcoming';

export interface ResponderStep {
  label: 'Created' | 'Acknowledged' | 'Resolved' | 'Closed';
  time: string | null;
  state: ResponderStepState;
}

/** Created, Acknowledged, Resolved, Closed; the current step is the first without a time (spec 002 §4). */
export function responderSteps(responder: Pick<IncidentResponder, 'created_at' | 'acknowledge_time' | 'signoff_time' | 'close_time'>): ResponderStep[] {
  const timed = [
    { label: 'Created', time: responder.created_at },
    { label: 'Acknowledged', time: responder.acknowledge_time },
    { label: 'Resolved', time: responder.signoff_time },
    { label: 'Closed', time: responder.close_time },
  ] as const;
  const current = timed.findIndex((step) => !step.time);
  return timed.map((step, index) => ({
    label: step.label,
    time: step.time ?? null,
    state: index === current ? 'current' : step.time ? 'done' : 'upcoming',
  }));
}

const UNITS = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1_000],
] as const;

/** A span as the spec's duration format: milliseconds below a second, else its two largest of d/h/m/s. */
export function formatSpan(millis: number): string {
  if (millis < 1_000) return `${Math.max(0, Math.round(millis))}ms`;
  const parts: string[] = [];
  let rest = millis;
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0 || parts.length > 0) parts.push(`${count}${unit}`);
  }
  return parts
    .slice(0, 2)
    .filter((part) => !/^0[a-z]+$/.test(part))
    .join(' ');
}

/** acknowledge_time minus created_at, or null while the responder has not acknowledged. */
export function timeToAcknowledge(responder: Pick<IncidentResponder, 'created_at' | 'acknowledge_time'>): string | null {
  if (!responder.acknowledge_time) return null;
  return formatSpan(Date.parse(responder.acknowledge_time) - Date.parse(responder.created_at));
}
