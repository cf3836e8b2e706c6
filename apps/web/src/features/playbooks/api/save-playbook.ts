import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { specColumns } from '../utils/playbook-spec-columns.ts';
import type { PlaybookInput } from './playbook.types.ts';
import { playbookKeys } from './playbook-keys.ts';

/** A new playbook is named after its title (spec 002 §2) and made here, so its source is UI. */
export async function createPlaybook(input: PlaybookInput): Promise<void> {
  await http.post('db', '/playbooks', { body: { name: input.title, title: input.title, source: 'UI', spec: input.spec, ...specColumns(input.spec) } });
}

/** A stored playbook keeps its name; its title, spec and the columns the spec carries change. */
export async function updatePlaybook({ id, input }: { id: string; input: PlaybookInput }): Promise<void> {
  await http.patch('db', '/playbooks', {
    query: postgrest().eq('id', id),
    body: { title: input.title, spec: input.spec, ...specColumns(input.spec), updated_at: new Date().toISOString() },
  });
}

/** Create or update; the refusal stays in the dialog (at the editor when it names a spec field) and in a toast. */
export function useSavePlaybook(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaybookInput) => (id ? updatePlaybook({ id, input }) : createPlaybook(input)),
    meta: { errorToast: false },
    onSuccess: () => toast.success(id ? 'Playbook Spec updated successfully' : 'Playbook Spec created successfully'),
    onError: (error) => toast.error(`Unable to ${id ? 'update' : 'create'} playbook spec: ${error.message}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playbookKeys.all }),
  });
}
