import { type Action, type Resource, isResource } from '@vigil/domain';

/** What a scoped access token may do, at most; its creator's rights still apply within it. */
export type TokenScope = readonly { resource: Resource | '*'; action: Action | '*' }[];

export type ScopeParse = { ok: true; scope: TokenScope | null } | { ok: false; message: string };

export const SCOPE_HELP = 'scope must be a list of "<resource>:<action>" entries such as "canaries:read" or "*:read" (action read, write or *), or left out for all of the creator\'s rights';

/** `undefined`, null or [] mean no limit; otherwise every entry must name a resource (or *) and an action (or *). */
export function parseTokenScope(input: unknown): ScopeParse {
  if (input === undefined || input === null) return { ok: true, scope: null };
  if (!Array.isArray(input)) return { ok: false, message: SCOPE_HELP };
  if (input.length === 0) return { ok: true, scope: null };
  const scope: { resource: Resource | '*'; action: Action | '*' }[] = [];
  for (const entry of input) {
    if (typeof entry !== 'string') return { ok: false, message: SCOPE_HELP };
    const [resource, action, extra] = entry.split(':');
    if (extra !== undefined || resource === undefined || action === undefined) return { ok: false, message: `${SCOPE_HELP} (got "${entry}")` };
    if (resource !== '*' && !isResource(resource)) return { ok: false, message: `unknown resource "${resource}" in scope entry "${entry}"` };
    if (action !== '*' && action !== 'read' && action !== 'write') return { ok: false, message: `unknown action "${action}" in scope entry "${entry}" (read, write or *)` };
    scope.push({ resource, action });
  }
  return { ok: true, scope };
}

export function scopeAllows(scope: TokenScope | null, resource: Resource, action: Action): boolean {
  if (scope === null) return true;
  return scope.some((s) => (s.resource === '*' || s.resource === resource) && (s.action === '*' || s.action === action));
}

/** The scope as stored in access_tokens.scope: the same "<resource>:<action>" strings. */
export function scopeToJson(scope: TokenScope | null): string[] | null {
  return scope === null ? null : scope.map((s) => `${s.resource}:${s.action}`);
}

const covers = (outer: TokenScope[number], inner: TokenScope[number]) =>
  (outer.resource === '*' || outer.resource === inner.resource) && (outer.action === '*' || outer.action === inner.action);

/**
 * The scope of a token made by a caller who may itself be limited by a token: never wider than the
 * caller's. Undefined when the request asks for more than the caller's scope allows.
 */
export function narrowScope(callerScope: TokenScope | null, requested: TokenScope | null): TokenScope | null | undefined {
  if (callerScope === null) return requested;
  if (requested === null) return callerScope;
  return requested.every((entry) => callerScope.some((outer) => covers(outer, entry))) ? requested : undefined;
}
