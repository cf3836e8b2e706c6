import type { PlaybookRunRow } from '../api/playbook-run.types.ts';

/** Who started the run: the person, else the trigger the server recorded (an event, a schedule, a webhook). */
export function TriggeredBy({ run }: { run: Pick<PlaybookRunRow, 'creator' | 'triggered_by'> }) {
  if (run.creator) return <span className="truncate">{run.creator.name || run.creator.email || run.creator.id}</span>;
  return <span className="truncate text-gray-600">{run.triggered_by ?? 'System'}</span>;
}
