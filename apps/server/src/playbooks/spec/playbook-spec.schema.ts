import { PLAYBOOK_PARAMETER_TYPES } from '@vigil/domain';
import { z } from 'zod';
import { checkTemplateSyntax } from '#src/expressions/template/go-template.ts';
import { parseDuration } from '#src/jobs/parse-duration.ts';
import { parseSchedule } from '#src/jobs/schedule.ts';
import { resourceSelectorSchema } from '#src/selectors/resource-selector.schema.ts';
import { ignoredKey, notSupportedKey, REQUIRED, specBoolean, specList, specNumber, specObject, specOneOf, specString, specStringMap } from '#src/spec/spec-schema.ts';

/** An object field that may be left out; null reads as absent. */
function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/** A Go duration (`30s`, `5m`, `1h30m`) kept as written. */
export const durationText = specString().superRefine((text, context) => {
  if (text !== undefined && parseDuration(text) === undefined) context.addIssue({ code: 'custom', message: `'${text}' is not a duration (e.g. 30s, 5m, 1h30m)` });
});

/** A Go template kept as written, refused when it does not parse. */
const templateText = specString().superRefine((text, context) => {
  const problem = text === undefined ? undefined : checkTemplateSyntax(text);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/**
 * A playbook's resource selector: the kernel's resource selector, also read in the older shape of
 * playbooks (`type` for one type, `labels`/`tags` as maps) as the selector it means.
 */
export const playbookSelectorSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { type, labels, tags, ...rest } = value as Record<string, unknown>;
  const selector: Record<string, unknown> = { ...rest };
  if (typeof type === 'string' && type !== '') selector.types = [...((rest.types as unknown[] | undefined) ?? []), type];
  else if (type !== undefined) selector.type = type;
  const asSelector = (map: unknown, key: 'labelSelector' | 'tagSelector', original: string) => {
    if (map === undefined) return;
    if (typeof map !== 'object' || map === null || Array.isArray(map)) {
      selector[original] = map;
      return;
    }
    const pairs = Object.entries(map).map(([name, item]) => `${name}=${String(item as string)}`);
    selector[key] = [rest[key], ...pairs].filter(Boolean).join(',');
  };
  asSelector(labels, 'labelSelector', 'labels');
  asSelector(tags, 'tagSelector', 'tags');
  return selector;
}, resourceSelectorSchema);

const listOption = specObject({ label: specString(), value: z.union([z.string(), z.number(), z.boolean()], { error: (issue) => (issue.input === undefined ? REQUIRED : 'must be a string') }) });

/** A number a parameter's properties give either as a number or as its text (`"5"`), as YAML users write both. */
const numberOrText = z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value), specNumber());
const booleanOrText = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), specBoolean());

const regexText = specString().superRefine((text, context) => {
  if (text === undefined) return;
  try {
    new RegExp(text);
  } catch (error) {
    context.addIssue({ code: 'custom', message: `not a regular expression: ${error instanceof Error ? error.message : String(error)}` });
  }
});

/** The properties of a parameter, by type (spec 002 §3); a key of another type is accepted and unused. */
const parameterPropertiesSchema = specObject({
  language: specOneOf(['yaml', 'json']),
  size: specString(),
  multiline: booleanOrText,
  minLength: numberOrText,
  maxLength: numberOrText,
  regex: regexText,
  min: numberOrText,
  max: numberOrText,
  format: specOneOf(['bytes', 'millicores', 'dns1123']),
  options: specList(listOption),
  filter: specList(playbookSelectorSchema),
  role: specString(),
  colSpan: numberOrText,
}).nullish().transform((value) => value ?? undefined);

/** One parameter a run asks for (spec 002 §3). */
export const parameterSchema = specObject({
  name: specString({ required: true }),
  label: specString(),
  type: specOneOf(PLAYBOOK_PARAMETER_TYPES),
  required: booleanOrText,
  description: specString(),
  icon: specString(),
  default: z.preprocess((value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value), templateText),
  properties: parameterPropertiesSchema,
  dependsOn: notSupportedKey(),
});

export const retrySchema = optional(specObject({
  limit: specNumber({ integer: true, min: 0, required: true }),
  duration: durationText,
  exponent: optional(specObject({ multiplier: specNumber({ min: 1 }) })),
  jitter: specNumber({ integer: true, min: 0, max: 100 }),
}));

/** The keys of an action besides its one action-type key. */
export const actionBaseShape = {
  name: specString({ required: true }),
  description: specString(),
  if: specString(),
  delay: durationText,
  timeout: durationText,
  retry: retrySchema,
  runsOn: notSupportedKey(),
  templatesOn: notSupportedKey(),
};

/** Action types of the upstream format this server does not run. */
export const UNSUPPORTED_ACTION_TYPES = ['pod', 'github', 'azureDevopsPipeline', 'ai'] as const;

export const approvalSchema = optional(specObject({
  type: specOneOf(['any', 'all']),
  approvers: z.strictObject({
    people: specList(z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' })),
    teams: specList(z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' })),
  }, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be an object') }).refine((approvers) => (approvers.people?.length ?? 0) + (approvers.teams?.length ?? 0) > 0, { error: 'must list at least one person or team' }),
}));

const eventTriggerSchema = specObject({ event: specString({ required: true }), filter: specString(), labels: specStringMap() });

const scheduleTriggerSchema = specObject({
  schedule: specString({ required: true }).superRefine((text, context) => {
    try {
      parseSchedule(text);
    } catch (error) {
      context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
    }
  }),
});

/**
 * `on`: what starts a run besides a person (decision 0065, `playbooks/triggers/`): events of `canary`
 * (`failed`/`passed`), `config` and `component` (or full names in `event`), `schedule`, and a `webhook`
 * whose `authentication` takes `basic` {username, password}, `token` {token} and `github` {token}.
 */
export const triggersSchema = optional(specObject({
  manual: z.union([z.boolean(), z.record(z.string(), z.unknown())], { error: 'must be true, false or an object' }).nullish(),
  event: specList(eventTriggerSchema),
  canary: specList(eventTriggerSchema),
  config: specList(eventTriggerSchema),
  component: specList(eventTriggerSchema),
  schedule: specList(scheduleTriggerSchema),
  webhook: specObject({
    path: specString({ required: true }),
    authentication: specObject({
      basic: z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullish(),
      token: z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullish(),
      github: z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullish(),
      svix: notSupportedKey(),
      jwt: notSupportedKey(),
    }).nullish(),
  }).nullish(),
}));

/** The fields of a playbook spec, without its actions (read one by one, see parse-playbook-spec.ts). */
export const playbookSpecSchema = specObject({
  title: specString(),
  icon: specString(),
  description: specString(),
  category: specString(),
  configs: specList(playbookSelectorSchema),
  components: specList(playbookSelectorSchema),
  checks: specList(playbookSelectorSchema),
  parameters: specList(parameterSchema),
  actions: z
    .array(z.unknown(), { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a list') })
    .min(1, { error: 'must have at least one action' }),
  approval: approvalSchema,
  timeout: durationText,
  on: triggersSchema,
  env: notSupportedKey(),
  runsOn: notSupportedKey(),
  templatesOn: notSupportedKey(),
  permissions: ignoredKey(),
});

export type PlaybookParameterSpec = z.output<typeof parameterSchema>;
export type PlaybookApprovalSpec = NonNullable<z.output<typeof approvalSchema>>;
export type PlaybookSelector = z.output<typeof playbookSelectorSchema>;
export type PlaybookRetrySpec = NonNullable<z.output<typeof retrySchema>>;
