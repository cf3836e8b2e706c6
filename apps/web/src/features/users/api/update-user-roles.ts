import { http } from '../../../api/http-client.ts';

export interface UpdateUserRolesInput {
  id: string;
  roles: string[];
}

/** Gives a person roles; used by inviting (when the email exists) and by editing a user. */
export async function updateUserRoles({ id, roles }: UpdateUserRolesInput): Promise<void> {
  await http.post('rbac', `/${encodeURIComponent(id)}/update_role`, { body: { roles } });
}
