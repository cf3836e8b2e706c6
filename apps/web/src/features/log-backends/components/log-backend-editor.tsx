import { useNavigate } from 'react-router';
import { NamedSpecEditor } from '#src/ui/form/named-spec-editor.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { LogBackendInput, LogBackendRow } from '../api/log-backend.types.ts';
import { useCreateLogBackend } from '../api/create-log-backend.ts';
import { useDeleteLogBackend } from '../api/delete-log-backend.ts';
import { useUpdateLogBackend } from '../api/update-log-backend.ts';
import { LOG_BACKEND_DOCUMENT, LOG_BACKENDS_WRITE, NEW_LOG_BACKEND_SPEC } from '../utils/log-backend-spec.ts';

const LIST = '/settings/logging_backends';

/** The backend's editor: name and YAML with Save, or Update and Delete; read-only without write or for backends from elsewhere. */
export function LogBackendEditor({ backend }: { backend: LogBackendRow | null }) {
  const navigate = useNavigate();
  const canWrite = usePermission(LOG_BACKENDS_WRITE, 'write');
  const create = useCreateLogBackend();
  const update = useUpdateLogBackend(backend?.name ?? '');
  const remove = useDeleteLogBackend(backend?.name ?? '');

  const save = (input: LogBackendInput) => {
    const done = { onSuccess: () => void navigate(LIST) };
    if (backend) update.mutate({ id: backend.id, spec: input.spec }, done);
    else create.mutate(input, done);
  };

  return (
    <NamedSpecEditor
      what="log backend"
      document={LOG_BACKEND_DOCUMENT}
      initial={{ name: backend?.name ?? '', spec: backend ? (backend.spec ?? {}) : NEW_LOG_BACKEND_SPEC }}
      stored={backend}
      canWrite={canWrite}
      saving={create.isPending || update.isPending}
      failure={create.error ?? update.error ?? remove.error}
      onEdit={() => {
        create.reset();
        update.reset();
      }}
      onSubmit={save}
      deletion={
        backend
          ? {
              title: 'Delete Log Backend',
              question: `Delete the log backend ${backend.name}? Log searches stop using it.`,
              pending: remove.isPending,
              onConfirm: (close) => remove.mutate(backend.id, { onSuccess: () => void navigate(LIST), onSettled: close }),
            }
          : undefined
      }
    />
  );
}
