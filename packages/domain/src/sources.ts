/** Where a resource was defined; only `UI` resources are editable through the web app. */
export const RESOURCE_SOURCES = [
  'KubernetesCRD',
  'ConfigFile',
  'UI',
  'Topology',
  'Push',
  'CRDSync',
  'ApplicationCRD',
  'System',
] as const;

export type ResourceSource = (typeof RESOURCE_SOURCES)[number];

export function isResourceSource(value: unknown): value is ResourceSource {
  return typeof value === 'string' && (RESOURCE_SOURCES as readonly string[]).includes(value);
}
