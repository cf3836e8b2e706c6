/*
 * The health API's answers, shared by the server that sends them and the web app that reads them.
 * `Time` is how a timestamp is held: ISO 8601 text on the wire (the default, what the web app
 * reads), a Date in the server's rows before they are sent.
 */

/** Runs of the last hour; with none, the last known result counts as one. */
export interface CheckUptime<Time = string> {
  passed: number;
  failed: number;
  last_pass: Time | null;
  last_fail: Time | null;
}

/** Duration percentiles and the mean (`rolling1h`) of the last hour, in milliseconds; null when the check never ran. */
export interface CheckLatency {
  p99: number | null;
  p97: number | null;
  p95: number | null;
  rolling1h: number | null;
}

/** One check of `GET|POST /api/canary/api/summary` (CONTRACT §3) and of `check_summary_for_config`. */
export interface CheckSummary<Time = string> {
  id: string;
  canary_id: string;
  agent_id: string;
  type: string;
  name: string;
  namespace: string | null;
  canary_name: string;
  canary_namespace: string;
  /** The canary's labels merged with the check's own. */
  labels: Record<string, string>;
  description: string | null;
  icon: string | null;
  endpoint: string | null;
  owner: string | null;
  severity: string | null;
  status: 'healthy' | 'unhealthy' | null;
  last_runtime: Time | null;
  last_transition_time: Time | null;
  next_runtime: Time | null;
  silenced_at: Time | null;
  uptime: CheckUptime<Time>;
  latency: CheckLatency;
  created_at: Time;
  updated_at: Time | null;
  deleted_at: Time | null;
}

export interface ChecksSummaryResponse<Time = string> {
  checks_summary: CheckSummary<Time>[];
}

/** One bucket of a check's chart: its runs over the bucket's span. */
export interface CheckGraphBucket<Time = string> {
  time: Time;
  /** True when every run of the bucket passed. */
  status: boolean;
  /** Mean duration of the bucket in milliseconds. */
  duration: number | null;
  passed: number;
  failed: number;
}

/** `GET /api/canary/api/graph`: a check's runs over a range, bucketed, with the range's totals. */
export interface CheckGraph<Time = string> {
  status: CheckGraphBucket<Time>[];
  latency: Omit<CheckLatency, 'rolling1h'>;
  uptime: { passed: number; failed: number };
}
