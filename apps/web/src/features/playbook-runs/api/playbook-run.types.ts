import type { PlaybookRunActionRow } from '@vigil/domain';

export interface RunPlaybook {
  id: string;
  name: string;
  title: string | null;
  icon: string | null;
}

export interface RunResource {
  id: string;
  name: string | null;
  type?: string | null;
  icon?: string | null;
}

export interface RunPerson {
  id: string;
  name: string | null;
  email?: string | null;
  avatar?: string | null;
}

/** One run as the list and the detail read it from `/api/db/playbook_runs`, with what it is about embedded. */
export interface PlaybookRunRow {
  id: string;
  playbook_id: string;
  status: string;
  created_at: string;
  start_time: string | null;
  end_time: string | null;
  scheduled_time: string;
  created_by: string | null;
  /** What started a run no person did: `event:<name>`, `schedule` or `webhook:<path>`. */
  triggered_by: string | null;
  config_id: string | null;
  check_id: string | null;
  component_id: string | null;
  error: string | null;
  playbook: RunPlaybook | null;
  config: RunResource | null;
  check: RunResource | null;
  component: RunResource | null;
  creator: RunPerson | null;
  /** What the server recorded about the start (a trigger names itself here). */
  request: Record<string, unknown> | null;
}

/** The detail also reads the parameters and what started the run. */
export interface PlaybookRunDetail extends PlaybookRunRow {
  parameters: Record<string, unknown> | null;
  parent_id: string | null;
  /** The spec snapshot the run follows (its `approval` says who approves). */
  spec: Record<string, unknown> | null;
}

/** An action in the list of a run's steps; the list reads no results, the selected action does. */
export type RunActionSummary = Omit<PlaybookRunActionRow, 'result'>;

/** One step of the list: a stored action, or the synthetic step 0 of a run that failed before its first action. */
export interface RunStep extends RunActionSummary {
  synthetic?: boolean;
}

export interface PlaybookNameRow {
  id: string;
  name: string;
  title: string | null;
}
