/** Where each server service lives, as the browser sees it (everything is under /api). */
export const API_BASE = '/api';

export const SERVICE_BASE_PATHS = {
  db: `${API_BASE}/db`,
  apm: `${API_BASE}/apm/search`,
  canary: `${API_BASE}/canary`,
  topology: `${API_BASE}/topology`,
  config: `${API_BASE}/config`,
  catalog: `${API_BASE}/catalog`,
  snapshot: `${API_BASE}/snapshot`,
  agent: `${API_BASE}/agent`,
  logs: `${API_BASE}/logs`,
  auth: `${API_BASE}/auth`,
  people: `${API_BASE}/people`,
  playbook: `${API_BASE}/playbook`,
  rbac: `${API_BASE}/rbac`,
  notification: `${API_BASE}/notification`,
  connection: `${API_BASE}/connection`,
  resources: `${API_BASE}/resources`,
  properties: `${API_BASE}/properties`,
  schemas: `${API_BASE}/schemas`,
  about: `${API_BASE}/about`,
  kubeconfig: `${API_BASE}/kubeconfig`,
  incidents: `${API_BASE}/incidents`,
  identity: `${API_BASE}/.ory`,
  eventQueue: `${API_BASE}/event-queue`,
} as const;

export type ServiceName = keyof typeof SERVICE_BASE_PATHS;

/** The address of `path` inside a service; `path` may be '' for the service root. */
export function serviceUrl(service: ServiceName, path = ''): string {
  const base = SERVICE_BASE_PATHS[service];
  if (path === '') return base;
  return path.startsWith('/') ? `${base}${path}` : `${base}/${path}`;
}
