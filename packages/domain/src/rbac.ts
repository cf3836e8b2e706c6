/** Roles and resources of the access-control table (spec 000 §6). */
export const ROLES = ['admin', 'editor', 'viewer', 'commander', 'responder', 'agent'] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  'database',
  'rbac',
  'auth',
  'responder',
  'incident',
  'evidences',
  'comments',
  'canaries',
  'topologies',
  'config_scrapers',
  'identities',
  'connections',
  'kratos',
  'agents',
  'properties',
  'logging_backends',
  'integrations',
  'notifications',
  'playbooks',
  'playbook_runs',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type Action = 'read' | 'write';

type Grant = { read: readonly Resource[]; write: readonly Resource[] };

const except = (...excluded: Resource[]): Resource[] => RESOURCES.filter((r) => !excluded.includes(r));

const INCIDENT_WORK: Resource[] = ['responder', 'incident', 'evidences', 'comments'];
const READ_BUT_SECRETS = except('rbac', 'identities', 'connections');

const GRANTS: Record<Role, Grant> = {
  admin: { read: RESOURCES, write: RESOURCES },
  editor: { read: RESOURCES, write: except('connections', 'identities', 'rbac') },
  commander: { read: READ_BUT_SECRETS, write: INCIDENT_WORK },
  responder: { read: READ_BUT_SECRETS, write: INCIDENT_WORK },
  viewer: { read: READ_BUT_SECRETS, write: [] },
  // Remote agents read the playbooks they run and report the runs' progress.
  agent: { read: ['playbooks', 'playbook_runs'], write: ['playbook_runs'] },
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The roles that apply: the given ones, or viewer for a user with none. */
export function effectiveRoles(roles: readonly string[]): Role[] {
  const known = roles.filter(isRole);
  return known.length > 0 ? known : ['viewer'];
}

/** Whether any of the user's roles grants the action on the resource. */
export function can(roles: readonly string[], resource: Resource, action: Action): boolean {
  return effectiveRoles(roles).some((role) => GRANTS[role][action].includes(resource));
}

/** A gate shows its content when the user may read or write any of the listed resources. */
export function canAccessAny(roles: readonly string[], resources: readonly Resource[]): boolean {
  return resources.some((r) => can(roles, r, 'read') || can(roles, r, 'write'));
}

const DISPLAY_RANK: readonly Role[] = ['admin', 'editor', 'viewer'];

/** The one role shown for a user: admin, editor, viewer in that order, else the first role held. */
export function displayRole(roles: readonly string[]): Role {
  const effective = effectiveRoles(roles);
  return DISPLAY_RANK.find((r) => effective.includes(r)) ?? effective[0]!;
}

/** A grant or denial from the permissions table, for a person directly or through one of their teams. */
export interface PermissionRule {
  resource: Resource | '*';
  action: Action | '*';
  deny: boolean;
}

export interface AccessDecision {
  allowed: boolean;
  /** What settled it: a permission row (a denial, or a grant beyond the roles) or the roles. */
  by: 'role' | 'permission';
}

const matches = (rule: PermissionRule, resource: Resource, action: Action) =>
  (rule.resource === '*' || rule.resource === resource) && (rule.action === '*' || rule.action === action);

/**
 * Roles plus the permissions table: a matching denial wins over everything, the roles grant what
 * the table of spec 000 §6 grants, and a matching grant adds to the roles.
 */
export function decideAccess(
  roles: readonly string[],
  permissions: readonly PermissionRule[],
  resource: Resource,
  action: Action,
): AccessDecision {
  const relevant = permissions.filter((p) => matches(p, resource, action));
  if (relevant.some((p) => p.deny)) return { allowed: false, by: 'permission' };
  if (can(roles, resource, action)) return { allowed: true, by: 'role' };
  if (relevant.length > 0) return { allowed: true, by: 'permission' };
  return { allowed: false, by: 'role' };
}

export function isResource(value: unknown): value is Resource {
  return typeof value === 'string' && (RESOURCES as readonly string[]).includes(value);
}

/** The roles shown Run Now on checks, scrapers and topologies (spec 001 §6). */
export const RUN_NOW_ROLES: readonly Role[] = ['admin', 'editor', 'responder', 'commander'];

/** Whether a person with these roles is shown Run Now. */
export function mayRunNow(roles: readonly string[]): boolean {
  return roles.some((role) => (RUN_NOW_ROLES as readonly string[]).includes(role));
}
