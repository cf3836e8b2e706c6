import type { SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';

/** The `integration_type` of integrations_with_status, which is also the type in a detail address. */
export type IntegrationType = 'scrapers' | 'topologies' | 'logging_backends';

export interface IntegrationTypeInfo {
  /** The table its rows live in and are written to. */
  table: string;
  /** What the list and the detail page call it. */
  label: string;
  /** The icon of the type (spec 000 §5). */
  icon: string;
  /** The kind a whole document pasted into the editor must be; its schema drives completion. */
  document: SpecDocumentKind;
}

export const INTEGRATION_TYPES: Record<IntegrationType, IntegrationTypeInfo> = {
  scrapers: {
    table: 'config_scrapers',
    label: 'Catalog Scraper',
    icon: 'config',
    document: { apiVersion: 'configs.flanksource.com/v1', kind: 'ScrapeConfig' },
  },
  topologies: {
    table: 'topologies',
    label: 'Topology',
    icon: 'topology',
    document: { apiVersion: 'canaries.flanksource.com/v1', kind: 'Topology' },
  },
  logging_backends: {
    table: 'logging_backends',
    label: 'Log Backend',
    icon: 'logs',
    document: { apiVersion: 'mission-control.flanksource.com/v1', kind: 'LoggingBackend' },
  },
};

export function isIntegrationType(value: string | undefined): value is IntegrationType {
  return value !== undefined && Object.hasOwn(INTEGRATION_TYPES, value);
}

/** The detail page of an integration; `?tab=jobHistory` opens its job history. */
export function integrationPath(type: IntegrationType, id: string): string {
  return `/settings/integrations/${type}/${encodeURIComponent(id)}`;
}
