import { relationResource } from '@vigil/domain';

/** Who may add, change and delete rules: the resource the server guards writes of incident_rules with. */
export const INCIDENT_RULES_WRITE = relationResource('incident_rules', 'write') ?? 'database';
