import { formatTimestamp } from '@vigil/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlaybookRunStatusBadge } from '#src/ui/badge/playbook-run-status-badge.tsx';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import type { PlaybookRunDetail } from '#src/features/playbook-runs/api/playbook-run.types.ts';
import { queuedTime, runDuration } from '#src/features/playbook-runs/utils/run-duration.ts';
import { playbookLabel, runResource } from '../run-labels.ts';
import { TriggeredBy } from '../triggered-by.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="min-w-0 truncate text-sm text-gray-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * Spec 002 §2: playbook, status, started, scheduled (only while in the future), duration, queued
 * time and who or what triggered the run; the resource it ran on when there is one.
 */
export function RunSummary({ run, now = Date.now() }: { run: PlaybookRunDetail; now?: number }) {
  const resource = runResource(run);
  const scheduledAhead = Date.parse(run.scheduled_time) > now;
  return (
    <dl aria-label="Run details" className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-x-6 gap-y-3 border-b border-gray-200 px-6 py-4">
      <Field label="Playbook">
        <Link className="text-blue-700 hover:underline" to={`/playbooks/runs?playbook=${encodeURIComponent(run.playbook_id)}`}>
          {playbookLabel(run.playbook, run.playbook_id)}
        </Link>
      </Field>
      <Field label="Status">
        <PlaybookRunStatusBadge status={run.status} />
      </Field>
      {resource && (
        <Field label="Resource">
          <Link className="text-blue-700 hover:underline" to={resource.to}>
            <IconLabel name={resource.icon}>{resource.name}</IconLabel>
          </Link>
        </Field>
      )}
      <Field label="Started">{run.start_time ? formatTimestamp(run.start_time) : 'Not started'}</Field>
      {scheduledAhead && <Field label="Scheduled">{formatTimestamp(run.scheduled_time)}</Field>}
      <Field label="Duration">{runDuration(run.start_time, run.end_time, now) || '-'}</Field>
      <Field label="Queued Time">{queuedTime(run.created_at, run.start_time, now) || '-'}</Field>
      <Field label="Triggered By">
        <TriggeredBy run={run} />
      </Field>
    </dl>
  );
}
