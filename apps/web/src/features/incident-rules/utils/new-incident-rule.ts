import type { IncidentRuleSpec } from '../api/incident-rule.types.ts';

/** What the editor of a new rule starts from: a rule for failing checks, to be narrowed down. */
export const NEW_INCIDENT_RULE_SPEC: IncidentRuleSpec = {
  filter: { checks: [{ name: '*' }], status: ['unhealthy'] },
  template: { severity: 'low', type: 'availability' },
};
