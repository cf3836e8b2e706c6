import { z } from 'zod';
import { parseDuration } from '#src/jobs/parse-duration.ts';
import { readResourceSpecDocument, type ResourceMetadata } from '#src/spec/resource-spec-document.ts';
import { SpecError, type SpecIssue } from '#src/spec/spec-issue.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { notSupportedKey, parseSpecEntry, specObject } from '#src/spec/spec-schema.ts';
import { PLAYBOOK_ACTIONS } from '../actions/action-registry.ts';
import { actionTypeKeys, type ActionTypeLookup } from './playbook-action-types.ts';
import {
  actionBaseShape,
  playbookSpecSchema,
  UNSUPPORTED_ACTION_TYPES,
  type PlaybookApprovalSpec,
  type PlaybookParameterSpec,
  type PlaybookRetrySpec,
  type PlaybookSelector,
} from './playbook-spec.schema.ts';

export const PLAYBOOK_API_VERSION = 'mission-control.flanksource.com/v1';

/** A run's timeout when the spec names none (contract §5). */
export const DEFAULT_PLAYBOOK_TIMEOUT_MS = 30 * 60_000;

/** One action of a playbook: its own fields, its type and that type's entry (validated when the type is registered). */
export interface PlaybookActionSpec {
  name: string;
  description?: string | undefined;
  if?: string | undefined;
  delay?: string | undefined;
  timeout?: string | undefined;
  retry?: PlaybookRetrySpec | undefined;
  /** The action-type key it carries (`exec`, `http`, ...). */
  type: string;
  /** The value of that key, as the registered type read it (or as written for a type not registered). */
  spec: unknown;
}

export interface PlaybookSpec {
  title?: string | undefined;
  icon?: string | undefined;
  description?: string | undefined;
  category?: string | undefined;
  configs?: PlaybookSelector[] | undefined;
  components?: PlaybookSelector[] | undefined;
  checks?: PlaybookSelector[] | undefined;
  parameters?: PlaybookParameterSpec[] | undefined;
  actions: PlaybookActionSpec[];
  approval?: PlaybookApprovalSpec | undefined;
  timeout?: string | undefined;
  /** What starts a run besides a person: events, schedules, a webhook (triggers/, decision 0065). */
  on?: unknown;
  metadata?: ResourceMetadata | undefined;
}

const anObject = z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullish();

function actionSchema(types: readonly string[]) {
  return specObject({
    ...actionBaseShape,
    ...Object.fromEntries(types.map((type) => [type, anObject])),
    ...Object.fromEntries(UNSUPPORTED_ACTION_TYPES.map((type) => [type, notSupportedKey(`not supported yet: the action types are ${types.join(', ')}`)])),
  });
}

function parseAction(raw: unknown, path: string, registry: ActionTypeLookup, issues: SpecIssue[]): PlaybookActionSpec | undefined {
  const types = actionTypeKeys(registry);
  const read = parseSpecEntry(actionSchema(types), raw, path);
  if ('issues' in read) issues.push(...read.issues);
  const object = isPlainObject(raw) ? raw : {};
  const present = types.filter((type) => object[type] !== undefined && object[type] !== null);
  if (isPlainObject(raw) && present.length === 0) issues.push({ path, message: `must have one action type: ${types.join(', ')}` });
  if (present.length > 1) issues.push({ path, message: `must have only one action type, not ${present.join(' and ')}` });
  if (present.length !== 1) return undefined;
  const type = present[0]!;
  let spec: unknown = object[type];
  const plugin = registry.find(type);
  if (plugin && isPlainObject(spec)) {
    const entry = plugin.parse(spec, `${path}.${type}`);
    if ('issues' in entry) issues.push(...entry.issues);
    else spec = entry.spec;
  }
  if ('issues' in read) return undefined;
  const { name, description, if: condition, delay, timeout, retry } = read.spec as Record<string, unknown> & { name: string };
  return { name, description, if: condition, delay, timeout, retry, type, spec } as PlaybookActionSpec;
}

function parseActions(raw: unknown, registry: ActionTypeLookup, issues: SpecIssue[]): PlaybookActionSpec[] {
  if (!Array.isArray(raw)) return [];
  const firstByName = new Map<string, number>();
  const actions: PlaybookActionSpec[] = [];
  raw.forEach((entry, index) => {
    const path = `spec.actions[${index}]`;
    const action = parseAction(entry, path, registry, issues);
    const name = isPlainObject(entry) && typeof entry.name === 'string' ? entry.name : undefined;
    if (name !== undefined && name !== '') {
      const first = firstByName.get(name);
      if (first === undefined) firstByName.set(name, index);
      else issues.push({ path: `${path}.name`, message: `'${name}' is already the name of spec.actions[${first}]: action names must be unique` });
    }
    if (action) actions.push(action);
  });
  return actions;
}

function parameterIssues(parameters: readonly PlaybookParameterSpec[] | undefined): SpecIssue[] {
  const issues: SpecIssue[] = [];
  const seen = new Set<string>();
  (parameters ?? []).forEach((parameter, index) => {
    if (seen.has(parameter.name)) issues.push({ path: `spec.parameters[${index}].name`, message: `'${parameter.name}' is already a parameter: parameter names must be unique` });
    seen.add(parameter.name);
    if ((parameter.type ?? 'text') === 'list' && (parameter.properties?.options?.length ?? 0) === 0) {
      issues.push({ path: `spec.parameters[${index}].properties.options`, message: 'a list parameter must offer at least one option' });
    }
  });
  return issues;
}

/**
 * Validates a playbook: YAML or JSON text, or an already parsed object; a whole
 * `mission-control.flanksource.com/v1` Playbook document or its bare spec. Each action's type entry
 * is read by the registered action type of that key. Throws a `SpecError` naming every issue found.
 */
export function parsePlaybookSpec(input: string | unknown, registry: ActionTypeLookup = PLAYBOOK_ACTIONS): PlaybookSpec {
  const { spec: reader, metadata, issues } = readResourceSpecDocument(input, { apiVersion: PLAYBOOK_API_VERSION, kind: 'Playbook', defaultNamespace: 'default' });
  const raw = Object.fromEntries(reader.keys().map((key) => [key, reader.raw(key)]));
  const read = parseSpecEntry(playbookSpecSchema, raw, 'spec');
  if ('issues' in read) issues.push(...read.issues);
  const actions = parseActions(raw.actions, registry, issues);
  if (!('issues' in read)) issues.push(...parameterIssues(read.spec.parameters));
  if (issues.length > 0 || 'issues' in read) throw new SpecError(issues);
  const { actions: _raw, env: _env, runsOn: _runsOn, templatesOn: _templatesOn, permissions: _permissions, ...own } = read.spec;
  return { ...own, actions, metadata };
}

/** The issues of a spec, none when it is valid. */
export function playbookSpecIssues(input: unknown, registry: ActionTypeLookup = PLAYBOOK_ACTIONS): readonly SpecIssue[] {
  try {
    parsePlaybookSpec(input, registry);
    return [];
  } catch (error) {
    if (error instanceof SpecError) return error.issues;
    return [{ path: 'spec', message: error instanceof Error ? error.message : String(error) }];
  }
}

/** The run's timeout in milliseconds: the spec's `timeout`, 30 minutes without one. */
export function playbookTimeoutMs(spec: Pick<PlaybookSpec, 'timeout'>): number {
  return (spec.timeout === undefined ? undefined : parseDuration(spec.timeout)) ?? DEFAULT_PLAYBOOK_TIMEOUT_MS;
}

/** The bare spec of a stored playbook (the `spec` of a whole document). */
export function bareSpecOf(stored: unknown): unknown {
  return isPlainObject(stored) && ('apiVersion' in stored || 'kind' in stored) && 'spec' in stored ? stored.spec : stored;
}
