import type { SpecDocumentKind } from '#src/ui/code-editor/yaml-spec.ts';
import type { IncidentRuleSpec } from '../api/incident-rule.types.ts';

/** What the editor of a new rule starts from: a rule for failing checks, to be narrowed down. */
export const NEW_INCIDENT_RULE_SPEC: IncidentRuleSpec = {
  filter: { checks: [{ name: '*' }], status: ['unhealthy'] },
  template: { severity: 'low', type: 'availability' },
};

/** A whole IncidentRule document pasted into the editor must be of this kind (`/api/schemas/IncidentRule.schema.json`). */
export const INCIDENT_RULE_DOCUMENT: SpecDocumentKind = { apiVersion: 'mission-control.flanksource.com/v1', kind: 'IncidentRule' };
