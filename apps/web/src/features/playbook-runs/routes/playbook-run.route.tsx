import { formatTimestamp, isFinalRunStatus } from '@vigil/domain';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { RUN_POLL_MS, usePlaybookRun } from '../api/get-playbook-run.ts';
import { useRunActions } from '../api/get-run-actions.ts';
import type { PlaybookRunDetail } from '../api/playbook-run.types.ts';
import { RunControls } from '../components/detail/run-controls.tsx';
import { RunStepList } from '../components/detail/run-step-list.tsx';
import { RunStepOutput } from '../components/detail/run-step-output.tsx';
import { RunSummary } from '../components/detail/run-summary.tsx';
import { playbookLabel } from '../components/run-labels.ts';
import { defaultStepId, runSteps } from '../utils/run-steps.ts';

/** What a run without actions is waiting for. */
function noStepsYet(run: PlaybookRunDetail): string {
  if (run.status === 'pending_approval') return 'Waiting for approval: the first action runs once the run is approved.';
  if (isFinalRunStatus(run.status)) return 'This run ran no actions.';
  if (run.status === 'scheduled' && Date.parse(run.scheduled_time) > Date.now()) return `Scheduled: the first action runs at ${formatTimestamp(run.scheduled_time)}.`;
  return 'Waiting for the first action...';
}

function RunBody({ run }: { run: PlaybookRunDetail }) {
  const final = isFinalRunStatus(run.status);
  const actions = useRunActions(run.id, final ? false : RUN_POLL_MS);
  const { refetch: refetchActions } = actions;
  // The run ended between two reads of its actions: read them once more for their last states.
  const wasFinal = useRef(final);
  useEffect(() => {
    if (final && !wasFinal.current) void refetchActions();
    wasFinal.current = final;
  }, [final, refetchActions]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const steps = runSteps(run, actions.data ?? []);
  // Until the user picks one, the latest step is shown, so a live run follows its progress.
  const selectedId = chosenId !== null && steps.some((step) => step.id === chosenId) ? chosenId : defaultStepId(steps);
  const selected = steps.find((step) => step.id === selectedId) ?? null;

  return (
    <>
      <RunSummary run={run} />
      {run.error && steps.every((step) => !step.synthetic) && (
        <p role="alert" className="mx-6 mt-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {run.error}
        </p>
      )}
      {actions.isError ? (
        <ErrorPanel title="Could not load the actions" message={actions.error.message} onRetry={() => void actions.refetch()} />
      ) : actions.isPending ? (
        <LoadingState label="Loading actions..." />
      ) : steps.length === 0 ? (
        <p className="px-6 py-4 text-sm text-gray-500">{noStepsYet(run)}</p>
      ) : (
        <div className="flex min-h-0 flex-1 gap-6 px-6 py-4">
          <div className="w-80 shrink-0">
            <RunStepList steps={steps} selectedId={selectedId} onSelect={setChosenId} />
          </div>
          <section aria-label="Output" className="min-w-0 flex-1">
            <RunStepOutput step={selected} playbookName={run.playbook?.name ?? run.playbook_id} />
          </section>
        </div>
      )}
    </>
  );
}

/** /playbooks/runs/:id: the run live (spec 002 §2, §4): read every 2 s and its actions with it until it is over. */
export function PlaybookRunRoute() {
  const { id = '' } = useParams();
  const run = usePlaybookRun(id);
  const title = run.data ? playbookLabel(run.data.playbook, 'Playbook Run') : 'Playbook Run';

  return (
    <PageLayout
      title={title}
      documentTitle="Playbook Run"
      breadcrumbs={[
        { label: 'Playbooks', to: '/playbooks' },
        { label: 'Runs', to: '/playbooks/runs' },
        { label: title },
      ]}
      onRefresh={() => void run.refetch()}
      isRefreshing={run.isFetching}
      extra={run.data && <RunControls run={run.data} />}
      contentClassName="flex flex-col"
    >
      {run.isPending ? (
        <LoadingState label="Loading playbook run..." />
      ) : run.isError ? (
        <ErrorPanel title="Could not load the playbook run" message={run.error.message} onRetry={() => void run.refetch()} />
      ) : (
        <RunBody run={run.data} />
      )}
    </PageLayout>
  );
}
