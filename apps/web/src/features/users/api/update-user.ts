import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { updateUserRoles } from './update-user-roles.ts';
import { userKeys } from './user-keys.ts';

export interface UpdateUserInput {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Sent to update_role only when it differs from what the user was shown with. */
  role: string;
  previousRole: string;
}

/** Saves the person's name and email, then the role when it changed. */
export async function updateUser({ id, firstName, lastName, email, role, previousRole }: UpdateUserInput): Promise<void> {
  await http.post('people', '/update', { body: { id, firstName, lastName, email } });
  if (role !== previousRole) await updateUserRoles({ id, roles: [role] });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_result, input) => toast.success(`${input.firstName} ${input.lastName} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
