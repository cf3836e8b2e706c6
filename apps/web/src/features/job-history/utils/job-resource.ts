/** The all-zero agent id is the server itself (spec 001 §9). */
export const NO_AGENT_ID = '00000000-0000-0000-0000-000000000000';

const RESOURCE_TYPE_LABELS: Record<string, string> = {
  canary: 'Canary',
  check: 'Check',
  topology: 'Topology',
  config_scraper: 'Scraper',
  logging_backend: 'Log Backend',
  playbook: 'Playbook',
  notification: 'Notification',
  agent: 'Agent',
};

/** How a resource type reads: "Scraper" for config_scraper; an unknown type as it is stored. */
export function resourceTypeLabel(type: string): string {
  return RESOURCE_TYPE_LABELS[type] ?? type;
}

/** The settings page of a job's resource, where one exists; null otherwise. */
export function resourcePath(type: string | null, id: string | null): string | null {
  if (!type || !id) return null;
  switch (type) {
    case 'canary':
      return `/settings/canaries/${id}`;
    case 'topology':
      return `/settings/topologies/${id}`;
    case 'config_scraper':
      return `/catalog/scrapers/${id}`;
    case 'logging_backend':
      return `/settings/logging_backends/${id}`;
    default:
      return null;
  }
}

/** A run's duration: "850ms", "1.5s", "2m 5s". */
export function formatRunDuration(millis: number | null): string {
  if (millis === null) return '';
  if (millis < 1000) return `${millis}ms`;
  if (millis < 60_000) return `${(millis / 1000).toFixed(1)}s`;
  const seconds = Math.round(millis / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
