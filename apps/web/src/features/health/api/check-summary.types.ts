/** One row of `POST /api/canary/api/summary` (CONTRACT §3). */
export interface CheckSummary {
  id: string;
  canary_id: string;
  agent_id: string | null;
  type: string;
  name: string;
  namespace: string | null;
  canary_name: string | null;
  canary_namespace: string | null;
  labels: Record<string, string> | null;
  description: string | null;
  icon: string | null;
  endpoint: string | null;
  owner: string | null;
  severity: string | null;
  status: 'healthy' | 'unhealthy' | null;
  last_runtime: string | null;
  last_transition_time: string | null;
  next_runtime: string | null;
  uptime: { passed: number; failed: number; last_pass?: string | null; last_fail?: string | null } | null;
  latency: { p99?: number | null; p97?: number | null; p95?: number | null; rolling1h?: number | null } | null;
}

export interface ChecksSummaryResponse {
  checks_summary: CheckSummary[] | null;
}
