import type { SpecIssue } from '#src/spec/spec-issue.ts';

/** The action-type keys of the upstream format this server runs (or will): an action carries one of them. */
export const KNOWN_ACTION_TYPES = ['exec', 'http', 'sql', 'notification', 'gitops', 'logs'] as const;

/**
 * What the spec reader needs of the action registry (`PLAYBOOK_ACTIONS`, a `pluginRegistry`): the
 * registered types, each one's validator and JSON Schema. A known type not registered (yet) is
 * accepted as any object.
 */
export interface ActionTypeLookup {
  types(): string[];
  find(type: string): { parse(raw: unknown, path: string): { spec: unknown } | { issues: SpecIssue[] } } | undefined;
  jsonSchema(type: string): Record<string, unknown> | undefined;
}

/** No action type registered: every known key is accepted as an object. */
export const NO_ACTION_TYPES: ActionTypeLookup = { types: () => [], find: () => undefined, jsonSchema: () => undefined };

/** Every action-type key an action may carry: the known ones and any other the registry has. */
export function actionTypeKeys(registry: ActionTypeLookup): string[] {
  return [...new Set<string>([...KNOWN_ACTION_TYPES, ...registry.types()])];
}
