import { matchesLabelSelector } from '#src/selectors/label-selector.ts';
import type { IncidentRuleSelector, IncidentRuleSpec } from './incident-rule-spec.schema.ts';

/** What a rule's selectors look at, for a check or for the config item of an insight. */
export interface SelectableResource {
  id: string;
  name: string | null;
  type: string | null;
  namespace: string | null;
  labels: Record<string, unknown>;
}

export interface FailingCheck extends SelectableResource {
  status: string | null;
}

export interface OpenInsight {
  id: string;
  analyzer: string;
  analysisType: string | null;
  severity: string | null;
  config: SelectableResource;
}

const lower = (value: string | null | undefined) => value?.toLowerCase();

/** `types` as canary-checker reads them: any positive term must match, no negated (`!x`) one may. */
function matchesTypes(terms: readonly string[], type: string | null): boolean {
  const negated = terms.filter((term) => term.startsWith('!')).map((term) => lower(term.slice(1)));
  const wanted = terms.filter((term) => !term.startsWith('!')).map(lower);
  const actual = lower(type);
  if (negated.includes(actual)) return false;
  return wanted.length === 0 || wanted.includes(actual);
}

function matchesSelector(selector: IncidentRuleSelector, resource: SelectableResource): boolean {
  if (selector.id !== undefined && selector.id !== resource.id) return false;
  if (selector.name !== undefined && selector.name !== '*' && selector.name !== resource.name) return false;
  if (selector.namespace !== undefined && selector.namespace !== resource.namespace) return false;
  if (selector.types !== undefined && !matchesTypes(selector.types, resource.type)) return false;
  if (selector.labelSelector !== undefined && !matchesLabelSelector(selector.labelSelector, resource.labels)) return false;
  return true;
}

/** A value passes a filter list when the list is absent or names it (without case). */
const listed = (list: readonly string[] | undefined, value: string | null) => list === undefined || list.some((entry) => lower(entry) === lower(value));

/** Whether a rule opens an incident for this check now: it is selected and its status counts (`unhealthy` by default). */
export function ruleMatchesCheck(spec: IncidentRuleSpec, check: FailingCheck): boolean {
  const selectors = spec.filter?.checks;
  if (!selectors?.some((selector) => matchesSelector(selector, check))) return false;
  return listed(spec.filter?.status ?? ['unhealthy'], check.status);
}

/** Whether a rule opens an incident for this insight: its config item is selected and its severity, category and analyzer count. */
export function ruleMatchesInsight(spec: IncidentRuleSpec, insight: OpenInsight): boolean {
  const filter = spec.filter;
  if (!filter?.insights?.some((selector) => matchesSelector(selector, insight.config))) return false;
  return listed(filter.severity, insight.severity) && listed(filter.category, insight.analysisType) && listed(filter.analyzer, insight.analyzer);
}
