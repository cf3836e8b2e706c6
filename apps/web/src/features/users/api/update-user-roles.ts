import { http } from '#src/api/http-client.ts';

export interface UpdateUserRolesInput {
  id: string;
  roles: string[];
}

/**
 * Sets a person's roles (replacing those held): used by inviting an address that already exists and
 * by editing a user, where choosing viewer for an admin must take admin away.
 */
export async function updateUserRoles({ id, roles }: UpdateUserRolesInput): Promise<void> {
  await http.post('rbac', `/${encodeURIComponent(id)}/update_role`, { body: { roles, replace: true } });
}
