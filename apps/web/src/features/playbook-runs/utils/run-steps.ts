import type { PlaybookRunDetail, RunActionSummary, RunStep } from '../api/playbook-run.types.ts';
import { isSelectableStep } from './run-status.ts';

export const INITIALIZATION_STEP_ID = 'initialization';
export const INITIALIZATION_STEP_NAME = 'Initialization';

/**
 * The steps the detail lists: the run's actions, or for a run that failed before its first action
 * the synthetic step 0 'Initialization' that carries the run's error (spec 002 §4).
 */
export function runSteps(run: Pick<PlaybookRunDetail, 'id' | 'status' | 'error' | 'start_time' | 'end_time' | 'scheduled_time'>, actions: readonly RunActionSummary[]): RunStep[] {
  if (actions.length > 0 || run.status !== 'failed' || !run.error) return [...actions];
  return [
    {
      id: INITIALIZATION_STEP_ID,
      name: INITIALIZATION_STEP_NAME,
      status: 'failed',
      playbook_run_id: run.id,
      start_time: run.start_time,
      end_time: run.end_time,
      scheduled_time: run.scheduled_time,
      retry_count: 0,
      error: run.error,
      synthetic: true,
    },
  ];
}

/** The step shown when the user has chosen none: the last one that can be selected. */
export function defaultStepId(steps: readonly RunStep[]): string | null {
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index]!;
    if (isSelectableStep(step.status)) return step.id;
  }
  return null;
}
