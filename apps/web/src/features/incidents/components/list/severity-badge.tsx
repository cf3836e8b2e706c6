import { Badge } from '#src/ui/badge/badge.tsx';

// docs/UI.md: critical/blocker dark red, high red, medium orange, low yellow, info blue.
const DOT_COLOURS: Record<string, string> = {
  critical: 'bg-red-800',
  blocker: 'bg-red-800',
  high: 'bg-red-500',
  medium: 'bg-orange-500',
  warning: 'bg-orange-400',
  low: 'bg-yellow-400',
  info: 'bg-blue-500',
};

/** An incident's severity: its name with a dot of its colour. */
export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <Badge data-severity={severity}>
      <span aria-hidden className={`mr-1.5 inline-block size-2 rounded-full ${DOT_COLOURS[severity] ?? 'bg-gray-400'}`} />
      {severity}
    </Badge>
  );
}
