import { formatTimestamp } from '@vigil/domain';
import { PlaybookRunStatusBadge } from '#src/ui/badge/playbook-run-status-badge.tsx';
import type { RunStep } from '#src/features/playbook-runs/api/playbook-run.types.ts';
import { runDuration } from '#src/features/playbook-runs/utils/run-duration.ts';
import { isSelectableStep } from '#src/features/playbook-runs/utils/run-status.ts';

export interface RunStepListProps {
  steps: readonly RunStep[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

function StepMeta({ step }: { step: RunStep }) {
  if (step.status === 'sleeping') return <>Sleeping until {formatTimestamp(step.scheduled_time)}</>;
  if (step.status === 'skipped') return <>Skipped</>;
  const duration = runDuration(step.start_time, step.end_time);
  return <>{[step.start_time ? formatTimestamp(step.start_time) : '', duration].filter(Boolean).join(' · ')}</>;
}

/** The steps of the run in order with their statuses; a skipped step cannot be selected (spec 002 §4). */
export function RunStepList({ steps, selectedId, onSelect }: RunStepListProps) {
  return (
    <ol aria-label="Actions" className="flex flex-col gap-1">
      {steps.map((step, index) => {
        const selectable = isSelectableStep(step.status);
        const selected = step.id === selectedId;
        return (
          <li key={step.id}>
            <button
              type="button"
              disabled={!selectable}
              aria-current={selected ? 'step' : undefined}
              onClick={() => onSelect(step.id)}
              className={`flex w-full flex-col gap-0.5 rounded-md border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-60 ${
                selected ? 'border-blue-300 bg-blue-50' : 'border-transparent hover:bg-gray-50'
              }`}
            >
              <span className="flex min-w-0 items-center gap-2">
                <span className="w-5 shrink-0 text-right text-xs text-gray-500 tabular-nums">{step.synthetic ? 0 : index + 1}</span>
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{step.name}</span>
                <PlaybookRunStatusBadge status={step.status} />
              </span>
              <span className="pl-7 text-xs text-gray-500 tabular-nums">
                <StepMeta step={step} />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
