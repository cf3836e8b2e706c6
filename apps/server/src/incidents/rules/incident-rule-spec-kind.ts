import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import { entryJsonSchema, pluginRegistry } from '#src/spec/plugin.ts';
import type { SpecKind } from '#src/spec/spec-kind-schema.ts';
import { incidentRuleSpecIssues, incidentRuleSpecSchema } from './incident-rule-spec.schema.ts';

const specProperties = entryJsonSchema(incidentRuleSpecSchema).properties as Record<string, Record<string, unknown>>;

/** The IncidentRule document for editors (`/api/schemas/IncidentRule.schema.json`): its fields as the rules read them. */
export const INCIDENT_RULE_SPEC_KIND: SpecKind = {
  kind: 'IncidentRule',
  apiVersion: 'mission-control.flanksource.com/v1',
  description: 'An incident rule: opens an incident when a selected check fails or a selected insight appears (decision 0039).',
  specFields: specProperties,
  // A rule has no lists of plug-ins: its fields are all its own.
  registry: pluginRegistry([]),
};

/** How `/api/db/incident_rules` writes check the spec they carry. */
export const incidentRuleSpecRules: SpecRules = {
  relation: 'incident_rules',
  noun: 'incident rule',
  issuesOf: (spec) => incidentRuleSpecIssues(spec),
};
