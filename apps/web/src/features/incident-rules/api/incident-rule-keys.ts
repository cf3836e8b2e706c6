import { createQueryKeys } from '#src/api/query-keys.ts';

export const incidentRuleKeys = createQueryKeys('incident-rules');

/** The incidents a rule opened change with incidents, not with the rule. */
export const ruleIncidentKeys = createQueryKeys('incident-rule-incidents');
