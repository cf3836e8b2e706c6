/** An incident rule's spec as stored (docs/incidents.md, "Incident rules"). */
export type IncidentRuleSpec = Record<string, unknown>;

/** A row of incident_rules as the settings pages read it. */
export interface IncidentRuleRow {
  id: string;
  name: string;
  spec: IncidentRuleSpec | null;
  source: string | null;
  created_by: string | null;
  /** The person who created it, embedded through `created_by`; null when unknown. */
  creator?: { name: string } | null;
  created_at: string | null;
  updated_at: string | null;
}

export interface IncidentRuleInput {
  name: string;
  spec: IncidentRuleSpec;
}

/** An incident the rule opened (incidents.incident_rule_id). */
export interface RuleIncidentRow {
  id: string;
  incident_id: string;
  title: string;
  status: string;
  severity: string;
  created_at: string;
}
