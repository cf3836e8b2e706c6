import { relationResource } from '@vigil/domain';
import { INTEGRATION_TYPES, type IntegrationType } from './integration-types.ts';

/** Who sees Add Integration: write on the integrations resource (spec 001 §2.4). */
export const INTEGRATIONS_WRITE = 'integrations';

/** Who may change and delete an integration of this type: the resource the server guards writes of its table with. */
export function integrationWriteResource(type: IntegrationType) {
  const table = INTEGRATION_TYPES[type].table;
  return relationResource(table, 'write') ?? INTEGRATIONS_WRITE;
}
