/** The severities a change can carry (spec 002 §4), mildest first. */
export const CHANGE_SEVERITIES = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'] as const;

const SEVERITY_CLASSES: Record<string, string> = {
  critical: 'bg-red-100 text-red-800',
  blocker: 'bg-red-100 text-red-800',
  high: 'bg-orange-100 text-orange-800',
  medium: 'bg-yellow-100 text-yellow-800',
  warning: 'bg-yellow-100 text-yellow-800',
  low: 'bg-blue-100 text-blue-800',
  info: 'bg-gray-100 text-gray-700',
};

/** Badge colours of a severity; unknown ones are grey. */
export function severityClasses(severity: string | null | undefined): string {
  return SEVERITY_CLASSES[(severity ?? '').toLowerCase()] ?? 'bg-gray-100 text-gray-700';
}
