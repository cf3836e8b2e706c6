/** Example scripts of an automatic definition of done (spec 002 §4, variables of decision 0035). */
export const DONE_SCRIPT_EXAMPLES = [
  { label: 'Check healthy for 5 minutes', script: "check.status == 'healthy' && duration(check.healthy_for) >= duration('5m')" },
  { label: 'Insight resolved', script: "analysis.status == 'resolved'" },
  { label: 'Component healthy', script: "component.health == 'healthy'" },
] as const;
