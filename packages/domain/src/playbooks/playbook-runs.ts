/** Every status a playbook run moves through (contract §5). */
export const PLAYBOOK_RUN_STATUSES = [
  'scheduled',
  'pending_approval',
  'running',
  'sleeping',
  'retrying',
  'waiting',
  'completed',
  'failed',
  'cancelled',
  'timed_out',
] as const;
export type PlaybookRunStatus = (typeof PLAYBOOK_RUN_STATUSES)[number];

/** A run in one of these is over: its detail stops polling and it can be re-run, not cancelled. */
export const FINAL_PLAYBOOK_RUN_STATUSES: readonly PlaybookRunStatus[] = ['completed', 'failed', 'cancelled', 'timed_out'];

export function isFinalRunStatus(status: string): boolean {
  return (FINAL_PLAYBOOK_RUN_STATUSES as readonly string[]).includes(status);
}

/** Every status of one action of a run. */
export const PLAYBOOK_ACTION_STATUSES = ['scheduled', 'running', 'sleeping', 'waiting', 'retrying', 'skipped', 'completed', 'failed', 'cancelled', 'timed_out'] as const;
export type PlaybookActionStatus = (typeof PLAYBOOK_ACTION_STATUSES)[number];

/** The kinds of parameter a playbook declares (spec 002 §3). */
export const PLAYBOOK_PARAMETER_TYPES = ['check', 'checkbox', 'code', 'component', 'config', 'list', 'people', 'team', 'text', 'millicores', 'bytes'] as const;
export type PlaybookParameterType = (typeof PLAYBOOK_PARAMETER_TYPES)[number];

/** One parameter as `POST /api/playbook/:id/params` answers it: the default already templated against the resource. */
export interface PlaybookParameter {
  name: string;
  label: string;
  type: PlaybookParameterType;
  required?: boolean;
  description?: string;
  icon?: string;
  default?: string;
  /**
   * Per type: code `{language: 'yaml'|'json', size}`, text `{multiline, minLength, maxLength, regex,
   * min, max, format: 'bytes'|'millicores'|'dns1123'}`, list `{options: [{label, value}]}`,
   * check/component/config `{filter...}` selectors of the offered resources.
   */
  properties?: Record<string, unknown>;
}

/** `GET /api/playbook/list?config_id|check_id|component_id`: the playbooks that apply to that resource. */
export interface PlaybookListItem {
  id: string;
  name: string;
  title?: string | null;
  icon?: string | null;
  description?: string | null;
  category?: string | null;
  parameters: PlaybookParameter[];
}

/** `POST /api/playbook/run` body. */
export interface PlaybookRunRequest {
  id: string;
  config_id?: string;
  check_id?: string;
  component_id?: string;
  params?: Record<string, string>;
}

/** `POST /api/playbook/run` answer (201). */
export interface PlaybookRunCreated {
  run_id: string;
  starts_at: string;
}

/** One action of a run as `rpc/get_playbook_run_actions` and `/api/db/playbook_run_actions` return it. */
export interface PlaybookRunActionRow {
  id: string;
  name: string;
  status: PlaybookActionStatus;
  playbook_run_id: string;
  start_time: string | null;
  end_time: string | null;
  scheduled_time: string;
  retry_count: number;
  /** `{stdout, stderr, logs, exitCode, ...}` or whatever the action type answers. */
  result: Record<string, unknown> | null;
  error: string | null;
}

/** `GET /api/playbook/run/:id/status`. */
export interface PlaybookRunStatusAnswer {
  id: string;
  playbook_id: string;
  status: PlaybookRunStatus;
  start_time: string | null;
  end_time: string | null;
  scheduled_time: string;
  error: string | null;
  actions: PlaybookRunActionRow[];
}
