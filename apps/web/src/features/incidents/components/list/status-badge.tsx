import { Badge, type BadgeTone } from '#src/ui/badge/badge.tsx';

const STATUS_TONES: Record<string, BadgeTone> = {
  new: 'danger',
  open: 'danger',
  investigating: 'warning',
  mitigated: 'info',
  resolved: 'success',
  closed: 'neutral',
};

/** An incident's status: still hurting in red, being worked in orange, settled in green or grey. */
export function IncidentStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} data-status={status}>
      {status}
    </Badge>
  );
}
