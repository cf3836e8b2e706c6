import { relationResource } from '@vigil/domain';
import type { SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';
import type { LogBackendSpec } from '../api/log-backend.types.ts';

/** A whole LoggingBackend document pasted into the editor must be of this kind (`/api/schemas/LoggingBackend.schema.json`). */
export const LOG_BACKEND_DOCUMENT: SpecDocumentKind = { apiVersion: 'mission-control.flanksource.com/v1', kind: 'LoggingBackend' };

/** Who may add, change and delete backends: the resource the server guards writes of logging_backends with. */
export const LOG_BACKENDS_WRITE = relationResource('logging_backends', 'write') ?? 'logging_backends';

/** What the editor of a new backend starts from: a Loki entry, to be pointed at the right address. */
export const NEW_LOG_BACKEND_SPEC: LogBackendSpec = {
  loki: [{ name: 'loki', url: 'http://loki.monitoring:3100' }],
};

/** The backend types a spec configures: its keys that hold a non-empty list (`loki: [...]`). */
export function backendTypesOf(spec: LogBackendSpec | null): string[] {
  return Object.entries(spec ?? {})
    .filter(([, value]) => Array.isArray(value) && value.length > 0)
    .map(([type]) => type);
}
