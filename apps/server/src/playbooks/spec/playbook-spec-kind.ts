import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import { entryJsonSchema, pluginRegistry } from '#src/spec/plugin.ts';
import type { SpecKind } from '#src/spec/spec-kind-schema.ts';
import { specObject } from '#src/spec/spec-schema.ts';
import { PLAYBOOK_ACTIONS } from '../actions/action-registry.ts';
import { PLAYBOOK_API_VERSION, playbookSpecIssues } from './parse-playbook-spec.ts';
import { actionTypeKeys, type ActionTypeLookup } from './playbook-action-types.ts';
import { actionBaseShape, playbookSpecSchema } from './playbook-spec.schema.ts';

type Json = Record<string, unknown>;

function withoutDialect(schema: Json): Json {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** One action for editors: its own fields, and each action type's entry (any object for a type not registered yet). */
function actionJsonSchema(registry: ActionTypeLookup): Json {
  const base = withoutDialect(entryJsonSchema(specObject(actionBaseShape)));
  const types = actionTypeKeys(registry);
  const typeSchemas = Object.fromEntries(types.map((type) => [type, withoutDialect(registry.jsonSchema(type) ?? { type: 'object' })]));
  return {
    ...base,
    properties: { ...(base.properties as Json), ...typeSchemas },
    // Exactly one action type; the reader says which are missing or too many.
    oneOf: types.map((type) => ({ required: [type] })),
  };
}

function specFields(registry: ActionTypeLookup): Record<string, Json> {
  const properties = { ...(entryJsonSchema(playbookSpecSchema).properties as Record<string, Json>) };
  properties.actions = { type: 'array', minItems: 1, items: actionJsonSchema(registry) };
  return properties;
}

/** The Playbook document for editors, served as `/api/schemas/playbook-spec.schema.json` (the contract's name). */
export function playbookSpecKind(registry: ActionTypeLookup = PLAYBOOK_ACTIONS): SpecKind {
  return {
    kind: 'Playbook',
    schemaName: 'playbook-spec',
    apiVersion: PLAYBOOK_API_VERSION,
    description: 'A playbook: the resources it runs on (configs, components, checks), the parameters a run asks for, its actions in order, and who approves a run.',
    specFields: specFields(registry),
    // Actions are keys of the entries of `actions`, not lists of the spec: the registry adds no list.
    registry: pluginRegistry([]),
  };
}

/** How `/api/db/playbooks` writes check the spec they carry. */
export const playbookSpecRules: SpecRules = { relation: 'playbooks', noun: 'playbook', issuesOf: (spec) => playbookSpecIssues(spec) };
