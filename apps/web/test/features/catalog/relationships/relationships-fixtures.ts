import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';

export const ROOT_ID = '00000000-0000-4000-8000-000000000001';

let counter = 100;

/** A related config reached from the root (or `from`), outgoing unless said. */
export function aRelated(overrides: Partial<RelatedConfig> = {}): RelatedConfig {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `config-${counter}`,
    type: 'Kubernetes::Pod',
    status: 'Running',
    health: 'healthy',
    labels: {},
    deleted_at: null,
    related_ids: [ROOT_ID],
    depth: 1,
    direction: 'outgoing',
    ...overrides,
  };
}
