import type { Role } from '@vigil/domain';

/** Roles a person can be given from the Users page; `agent` belongs to agents, not people. */
export const INVITABLE_ROLES = ['admin', 'editor', 'viewer', 'commander', 'responder'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const LABELS: Record<InvitableRole, string> = {
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
  commander: 'Commander',
  responder: 'Responder',
};

export function roleLabel(role: string): string {
  return (LABELS as Record<string, string>)[role] ?? role;
}

export function isInvitableRole(role: string): role is InvitableRole {
  return (INVITABLE_ROLES as readonly string[]).includes(role);
}
