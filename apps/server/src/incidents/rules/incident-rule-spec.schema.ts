import { z } from 'zod';
import { checkTemplateSyntax } from '#src/expressions/template/go-template.ts';
import { parseLabelSelector, type LabelRequirement } from '#src/selectors/label-selector.ts';
import { acrossFields, notSupportedKey, parseSpecEntry, specChoice, specList, specNumber, specObject, specOneOf, specString, specStringMap } from '#src/spec/spec-schema.ts';
import type { SpecIssue } from '#src/spec/spec-issue.ts';

const notYet = (hint: string) => notSupportedKey(`not supported yet: ${hint}`);

const text = z.string({ error: 'must be a string' }).trim().min(1, { error: 'must not be empty' });

/** A Go template (`{{.check.name}} failed`), refused when it cannot be read. */
const templateText = specString().superRefine((source, context) => {
  if (source === undefined) return;
  const problem = checkTemplateSyntax(source);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const labelSelectorText = specString()
  .superRefine((source, context) => {
    if (source === undefined) return;
    const parsed = parseLabelSelector(source);
    if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
  })
  .transform((source): LabelRequirement[] | undefined => {
    if (source === undefined) return undefined;
    const parsed = parseLabelSelector(source);
    return 'requirements' in parsed ? parsed.requirements : undefined;
  });

const SELECTOR_CRITERIA = ['id', 'name', 'namespace', 'types', 'labelSelector'] as const;

/**
 * Which checks (or the config items of insights) a rule watches: every field given must hold, the
 * selectors of a list are alternatives. `name: '*'` selects every one; `types` values may be
 * negated with a leading `!`.
 */
const ruleSelectorSchema = specObject({
  id: specString(),
  name: specString(),
  namespace: specString(),
  types: specList(text),
  labelSelector: labelSelectorText,
  agent: notYet('rules watch the resources of every agent'),
  statuses: notYet('use filter.status'),
  health: notYet('use filter.status'),
  tagSelector: notYet('use labelSelector'),
  fieldSelector: notYet('use name, types or labelSelector'),
  search: notYet('use name, types or labelSelector'),
}).refine((selector) => SELECTOR_CRITERIA.some((key) => selector[key] !== undefined), {
  error: `must select by at least one of ${SELECTOR_CRITERIA.join(', ')}`,
});

export const INCIDENT_TYPES = ['cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technicalDebt', 'reliability'] as const;
export const INCIDENT_SEVERITIES = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'] as const;
const OPEN_STATUSES = ['new', 'open', 'investigating'] as const;

const filterSchema = specObject({
  checks: specList(ruleSelectorSchema),
  insights: specList(ruleSelectorSchema),
  /** Check statuses that count (`unhealthy` when absent: a failure). */
  status: specList(text),
  /** Insight severities that count (any when absent). */
  severity: specList(text),
  /** Insight types (`analysis_type`: security, cost, ...) that count (any when absent). */
  category: specList(text),
  /** Insight analyzers that count (any when absent). */
  analyzer: specList(text),
  components: notYet('rules open incidents for checks and insights'),
  age: notYet('an incident opens when the check fails or the insight appears'),
}).refine((filter) => filter.checks !== undefined || filter.insights !== undefined, {
  error: 'must select checks or insights (filter.checks or filter.insights)',
});

const templateSchema = specObject({
  title: templateText,
  description: templateText,
  type: specOneOf(INCIDENT_TYPES),
  severity: specOneOf(INCIDENT_SEVERITIES),
  status: specOneOf(OPEN_STATUSES),
  commander_id: notYet('add the commander as a responder'),
  communicator_id: notYet('add the communicator as a responder'),
  created_by: notYet('incidents opened by a rule have no author'),
});

const teamResponderSchema = specObject({
  /** The team's id or name. */
  team: specString({ required: true }),
  /** Its responder client (`email`, `jira`, ...); may be left out when the team spec has only one. */
  type: specString(),
  /** The client's form values (to, subject, project, summary, ...). */
  properties: specStringMap(),
});

const respondersSchema = specObject({
  /** People by id, email or name. */
  people: specList(text),
  teams: specList(teamResponderSchema),
  email: notYet('name a team with an email responder client under responders.teams'),
  jira: notYet('name a team with a jira responder client under responders.teams'),
  slack: notYet('name a team with a responder client under responders.teams'),
  teams_user: notYet('name a team with a responder client under responders.teams'),
  teamsUser: notYet('name a team with a responder client under responders.teams'),
  servicenow: notYet('name a team with a responder client under responders.teams'),
  github: notYet('name a team with a responder client under responders.teams'),
  aws: notYet('name a team with a responder client under responders.teams'),
  ams: notYet('name a team with a responder client under responders.teams'),
  gcp: notYet('name a team with a responder client under responders.teams'),
});

/** `autoResolve: true`, or Mission Control's `{ timeout }` form, whose delay is not acted on. */
const autoFinishSchema = specChoice('must be true or false', [
  [(value) => typeof value === 'boolean', z.boolean()],
  [(value) => typeof value === 'object' && !Array.isArray(value), specObject({ timeout: notYet('the incident moves as soon as the resource is healthy again') }).transform(() => true)],
]);

/**
 * The spec of an incident rule (`incident_rules.spec`, decision 0039), after Mission Control's
 * IncidentRule: which failing checks or insights open an incident, what the incident looks like,
 * who responds, and what happens when the resource is healthy again. Mission Control fields this
 * server does not act on are refused as not supported yet.
 */
export const incidentRuleSpecSchema = acrossFields(specObject({
  name: specString(),
  filter: filterSchema.nullish().transform((filter) => filter ?? undefined),
  template: templateSchema.nullish().transform((template) => template ?? undefined),
  responders: respondersSchema.nullish().transform((responders) => responders ?? undefined),
  autoResolve: autoFinishSchema,
  autoClose: autoFinishSchema,
  /** After an incident of this rule for a resource, none opens again for it for this many hours (even if resolved). */
  hoursSinceLastIncident: specNumber({ min: 0 }),
  components: notYet('use filter.checks or filter.insights'),
  priority: notYet('every matching rule opens its incident'),
  breakOnMatch: notYet('every matching rule opens its incident'),
  hoursOfOperation: notYet('rules act at every hour'),
  autoAssignOwner: notYet('list the responders under responders'),
}), (spec, issue) => {
  if (spec.filter === undefined || spec.filter === null) issue('filter', 'filter is required');
});

export type IncidentRuleSpec = z.output<typeof incidentRuleSpecSchema>;
export type IncidentRuleSelector = z.output<typeof ruleSelectorSchema>;

/** The spec's issues under `spec`, named by path (`spec.filter.checks[0].name: must be a string`). */
export function incidentRuleSpecIssues(spec: unknown): SpecIssue[] {
  const parsed = parseSpecEntry(incidentRuleSpecSchema, spec, 'spec');
  return 'issues' in parsed ? parsed.issues : [];
}

/** The spec as the rules engine reads it, or undefined when it is invalid (written before the rules existed). */
export function readIncidentRuleSpec(spec: unknown): IncidentRuleSpec | undefined {
  const parsed = incidentRuleSpecSchema.safeParse(spec);
  return parsed.success ? parsed.data : undefined;
}
