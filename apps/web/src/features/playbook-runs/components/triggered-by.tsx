import type { PlaybookRunRow } from '../api/playbook-run.types.ts';

type RunStarter = Pick<PlaybookRunRow, 'creator'> & { request?: Record<string, unknown> | null };

/** The trigger a run without a person names in its request (`trigger`, e.g. a webhook, an event, a schedule). */
export function triggerName(request: Record<string, unknown> | null | undefined): string | null {
  const trigger = request?.trigger;
  if (typeof trigger === 'string' && trigger !== '') return trigger;
  if (typeof trigger === 'object' && trigger !== null) {
    const { type, name } = trigger as Record<string, unknown>;
    const parts = [type, name].filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length > 0) return parts.join(': ');
  }
  return null;
}

/** Who started the run: the person, else the trigger, else the server itself. */
export function TriggeredBy({ run }: { run: RunStarter }) {
  if (run.creator) return <span className="truncate">{run.creator.name || run.creator.email || run.creator.id}</span>;
  const trigger = triggerName(run.request);
  return <span className="truncate text-gray-600">{trigger ?? 'System'}</span>;
}
