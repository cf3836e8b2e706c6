import { isOriginEditableInUi } from '@vigil/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { namesSpecField } from '#src/ui/code-editor/spec-field-message.ts';
import type { CanaryInput, CanaryRow } from '../api/canary.types.ts';
import { useCreateCanary } from '../api/create-canary.ts';
import { useDeleteCanary } from '../api/delete-canary.ts';
import { useUpdateCanary } from '../api/update-canary.ts';
import { isFormEditable, specToForm } from '../utils/canary-spec-form.ts';
import { CanaryForm } from './canary-form.tsx';
import { LazyCanaryJsonForm } from './lazy-canary-json-form.tsx';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

const LIST = '/settings/canaries';

/** The Spec tab: the form (http and tcp only) or YAML, with Save, or Update and Delete; read-only for other sources. */
export function CanaryEditor({ canary }: { canary: CanaryRow | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const canWrite = usePermission('canaries', 'write');
  const [asJson, setAsJson] = useState(() => !isFormEditable(canary?.spec ?? null));
  const [specValid, setSpecValid] = useState(true);
  const create = useCreateCanary();
  const update = useUpdateCanary(canary?.name ?? '');
  const remove = useDeleteCanary(canary?.name ?? '');
  const managedElsewhere = canary !== null && !isOriginEditableInUi(canary);
  const readOnly = !canWrite || managedElsewhere;
  const failure = create.error ?? update.error ?? remove.error;
  const specFailure = asJson && failure && namesSpecField(failure.message) ? failure.message : undefined;

  const save = (input: CanaryInput) => {
    const done = { onSuccess: () => void navigate(LIST) };
    if (canary) update.mutate({ id: canary.id, spec: input.spec }, done);
    else create.mutate(input, done);
  };

  const values = specToForm(canary);
  const initial: CanaryInput = { name: values.name, namespace: values.namespace, spec: canary?.spec ?? { schedule: values.schedule } };

  return (
    <div className="flex flex-col gap-4">
      {managedElsewhere && <ManagedElsewhereNotice what="health check" origin={canary} />}
      {!readOnly && isFormEditable(canary?.spec ?? null) && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} self-end`}
          onClick={() => {
            setAsJson((json) => !json);
            setSpecValid(true);
          }}
        >
          {asJson ? 'Edit with form' : 'Edit as YAML'}
        </button>
      )}
      {asJson ? (
        <LazyCanaryJsonForm
          formId={formId}
          initial={initial}
          identityFixed={canary !== null}
          readOnly={readOnly}
          serverError={specFailure}
          onValidityChange={setSpecValid}
          onEdit={() => {
            create.reset();
            update.reset();
          }}
          onSubmit={save}
        />
      ) : (
        <CanaryForm formId={formId} defaultValues={values} identityFixed={canary !== null} readOnly={readOnly} onSubmit={save} />
      )}
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={create.isPending || update.isPending || !specValid}
        deletion={
          canary
            ? {
                title: 'Delete Health Check',
                question: `Delete the health check ${canary.name}? Its checks stop running.`,
                pending: remove.isPending,
                onConfirm: (close) => remove.mutate(canary.id, { onSuccess: () => void navigate(LIST), onSettled: close }),
              }
            : undefined
        }
      />
    </div>
  );
}
