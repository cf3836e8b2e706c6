import { Badge, type BadgeTone } from './badge.tsx';

const TONES: Record<string, BadgeTone> = {
  completed: 'success',
  failed: 'danger',
  timed_out: 'danger',
  running: 'info',
  retrying: 'warning',
  pending_approval: 'warning',
};

/**
 * The status of a playbook run or of one of its actions, the same in the run list, the run detail and
 * the catalog's Playbooks tab: green done, red failed or timed out, blue running, orange waiting on a
 * retry or an approval, grey otherwise (scheduled, sleeping, waiting, skipped, cancelled).
 */
export function PlaybookRunStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={TONES[status] ?? 'neutral'} data-status={status}>
      {status.replaceAll('_', ' ')}
    </Badge>
  );
}
