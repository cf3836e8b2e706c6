import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { isHttpError } from '#src/api/http-error.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { PersonRoles } from './list-users.ts';
import { updateUserRoles } from './update-user-roles.ts';
import { userKeys } from './user-keys.ts';

export interface InviteUserInput {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
}

/** 'invited' when an invitation went out; 'roles-set' when the email already had an account. */
export type InviteOutcome = 'invited' | 'roles-set';

async function findPersonIdByEmail(email: string): Promise<string | undefined> {
  const people = await http.get<PersonRoles[]>('db', '/people_roles', {
    query: postgrest().select('id,email').eq('email', email).limit(1),
  });
  return people[0]?.id;
}

/** Invites a person; when the email already exists the person is given the role instead (spec 001 §4). */
export async function inviteUser(input: InviteUserInput): Promise<InviteOutcome> {
  try {
    await http.post('auth', '/invite_user', { body: input });
    return 'invited';
  } catch (error) {
    if (!isHttpError(error) || error.status !== 409) throw error;
    const id = await findPersonIdByEmail(input.email);
    if (id === undefined) throw error;
    await updateUserRoles({ id, roles: [input.role] });
    return 'roles-set';
  }
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: (outcome, input) => {
      const name = `${input.firstName} ${input.lastName}`;
      toast.success(outcome === 'invited' ? `${name} invited successfully` : `${name} updated successfully`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
