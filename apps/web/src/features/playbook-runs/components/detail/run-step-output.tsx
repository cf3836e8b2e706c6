import { Download } from 'lucide-react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useRunAction } from '#src/features/playbook-runs/api/get-run-action.ts';
import type { RunStep } from '#src/features/playbook-runs/api/playbook-run.types.ts';
import { hasOutput, readActionOutput } from '#src/features/playbook-runs/utils/action-result.ts';
import { isFinalActionStatus } from '#src/features/playbook-runs/utils/run-status.ts';
import { ActionArtifacts } from './action-artifacts.tsx';
import { OutputText } from './output-text.tsx';
import { useDownloadOutput } from './use-download-output.ts';

export const NO_RESULT = 'No result';
const NO_OUTPUT_YET = 'No output yet.';

function StepError({ error }: { error: string }) {
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 p-3">
      <h3 className="mb-1 text-xs font-semibold text-red-800 uppercase">Error</h3>
      <OutputText text={error} />
    </div>
  );
}

function ActionOutputPane({ step, playbookName }: { step: RunStep; playbookName: string }) {
  const action = useRunAction(step.id);
  const download = useDownloadOutput(playbookName);
  if (action.isPending) return <LoadingState label="Loading output..." />;
  if (action.isError) return <ErrorPanel title="Could not load the output" message={action.error.message} onRetry={() => void action.refetch()} />;
  const output = readActionOutput(action.data.result);
  const error = action.data.error;
  const over = isFinalActionStatus(action.data.status);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900">{step.name}</h2>
        {output.exitCode !== null && <span className="text-xs text-gray-500 tabular-nums">exit code {output.exitCode}</span>}
        {hasOutput(output) && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void download(step.id)}>
            <Download aria-hidden className="size-4" />
            Download
          </button>
        )}
      </div>
      {error && <StepError error={error} />}
      {output.texts.map(({ name, text }) => (
        <section key={name} aria-label={name}>
          <h3 className="mb-1 text-xs font-semibold text-gray-600">{name}</h3>
          <OutputText text={text} />
        </section>
      ))}
      {output.structured && (
        <section aria-label="Result">
          <h3 className="mb-1 text-xs font-semibold text-gray-600">Result</h3>
          <OutputText text={JSON.stringify(output.structured, null, 2)} />
        </section>
      )}
      <ActionArtifacts actionId={step.id} over={over} />
      {!hasOutput(output) && !error && <p className="text-sm text-gray-500">{over ? NO_RESULT : NO_OUTPUT_YET}</p>}
    </div>
  );
}

/** The output of the selected step: its error, stdout, stderr, logs, structured result and artifacts. */
export function RunStepOutput({ step, playbookName }: { step: RunStep | null; playbookName: string }) {
  if (!step) return <p className="text-sm text-gray-500">Choose an action to see its output.</p>;
  if (step.synthetic) {
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-sm font-semibold text-gray-900">{step.name}</h2>
        {step.error && <StepError error={step.error} />}
      </div>
    );
  }
  return <ActionOutputPane key={step.id} step={step} playbookName={playbookName} />;
}
