import { isLocalAgent } from './agents.ts';
import type { ResourceOrigin } from './resource-origin.ts';

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

/** Whether the web app may edit a resource: only those made there (source UI, or none given). */
export function isEditableInUi(source: string | null | undefined): boolean {
  return !source || source === 'UI';
}

/** Whether the web app may edit this resource: made there, and not one a remote agent owns. */
export function isOriginEditableInUi(origin: ResourceOrigin): boolean {
  return isEditableInUi(origin.source) && isLocalAgent(origin.agent_id);
}
