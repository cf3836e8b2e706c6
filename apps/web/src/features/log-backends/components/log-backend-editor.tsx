import { isEditableInUi } from '@vigil/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyNamedSpecForm } from '#src/ui/form/lazy-named-spec-form.tsx';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { LogBackendInput, LogBackendRow } from '../api/log-backend.types.ts';
import { useCreateLogBackend } from '../api/create-log-backend.ts';
import { useDeleteLogBackend } from '../api/delete-log-backend.ts';
import { useUpdateLogBackend } from '../api/update-log-backend.ts';
import { LOG_BACKEND_DOCUMENT, LOG_BACKENDS_WRITE, logBackendSpecRefusal, NEW_LOG_BACKEND_SPEC } from '../utils/log-backend-spec.ts';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

const LIST = '/settings/logging_backends';

/** The backend's editor: name and YAML with Save, or Update and Delete; read-only without write or for backends from elsewhere. */
export function LogBackendEditor({ backend }: { backend: LogBackendRow | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const canWrite = usePermission(LOG_BACKENDS_WRITE, 'write');
  const [specValid, setSpecValid] = useState(true);
  const create = useCreateLogBackend();
  const update = useUpdateLogBackend(backend?.name ?? '');
  const remove = useDeleteLogBackend(backend?.name ?? '');
  const readOnly = !canWrite || !isEditableInUi(backend?.source);
  const failure = create.error ?? update.error ?? remove.error;
  const specFailure = failure ? logBackendSpecRefusal(failure.message) : undefined;

  const save = (input: LogBackendInput) => {
    const done = { onSuccess: () => void navigate(LIST) };
    if (backend) update.mutate({ id: backend.id, spec: input.spec }, done);
    else create.mutate(input, done);
  };

  const initial: LogBackendInput = { name: backend?.name ?? '', spec: backend ? (backend.spec ?? {}) : NEW_LOG_BACKEND_SPEC };

  return (
    <div className="flex flex-col gap-4">
      {backend && !isEditableInUi(backend.source) && <ManagedElsewhereNotice what="log backend" source={backend.source ?? ''} />}
      <LazyNamedSpecForm
        formId={formId}
        document={LOG_BACKEND_DOCUMENT}
        initial={initial}
        nameFixed={backend !== null}
        readOnly={readOnly}
        serverError={specFailure}
        onValidityChange={setSpecValid}
        onEdit={() => {
          create.reset();
          update.reset();
        }}
        onSubmit={save}
      />
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={create.isPending || update.isPending || !specValid}
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
    </div>
  );
}
