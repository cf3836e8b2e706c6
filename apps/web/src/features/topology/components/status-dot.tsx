/** Health colours of spec 002 §4: green, red, orange, grey. */
export const STATUS_DOT: Record<string, string> = {
  healthy: 'bg-green-500',
  unhealthy: 'bg-red-500',
  warning: 'bg-orange-400',
  unknown: 'bg-gray-400',
};

/** A component's status as a dot, named for screen readers. */
export function StatusDot({ status }: { status: string }) {
  return <span role="img" aria-label={status} title={status} className={`inline-block size-2 shrink-0 rounded-full ${STATUS_DOT[status] ?? STATUS_DOT.unknown}`} />;
}
