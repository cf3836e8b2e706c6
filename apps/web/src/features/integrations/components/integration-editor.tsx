import { isEditableInUi } from '@vigil/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyNamedSpecForm } from '#src/ui/form/lazy-named-spec-form.tsx';
import type { NamedSpecValue } from '#src/ui/form/named-spec-form.tsx';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { IntegrationRow } from '../api/integration.types.ts';
import { useDeleteIntegration } from '../api/delete-integration.ts';
import { useUpdateIntegration } from '../api/update-integration.ts';
import { integrationSpecRefusal } from '../utils/integration-spec-refusal.ts';
import { INTEGRATION_TYPES } from '../utils/integration-types.ts';
import { integrationWriteResource } from '../utils/integrations-access.ts';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';

const LIST = '/settings/integrations';

/** The Spec tab: name and YAML with Update and Delete; read-only without write or for integrations from elsewhere. */
export function IntegrationEditor({ integration }: { integration: IntegrationRow }) {
  const formId = useId();
  const navigate = useNavigate();
  const type = INTEGRATION_TYPES[integration.integration_type];
  const canWrite = usePermission(integrationWriteResource(integration.integration_type), 'write');
  const [specValid, setSpecValid] = useState(true);
  const update = useUpdateIntegration(integration.name);
  const remove = useDeleteIntegration(integration.name);
  const fromUi = isEditableInUi(integration.source);
  const readOnly = !canWrite || !fromUi;
  const failure = update.error ?? remove.error;
  const specFailure = failure ? integrationSpecRefusal(failure.message) : undefined;

  const save = ({ spec }: NamedSpecValue) =>
    update.mutate({ type: integration.integration_type, id: integration.id, spec }, { onSuccess: () => void navigate(LIST) });

  return (
    <div className="flex flex-col gap-4">
      {!fromUi && <ManagedElsewhereNotice what={type.label.toLowerCase()} source={integration.source ?? ''} />}
      <LazyNamedSpecForm
        formId={formId}
        document={type.document}
        initial={{ name: integration.name, spec: integration.spec ?? {} }}
        nameFixed
        readOnly={readOnly}
        serverError={specFailure}
        onValidityChange={setSpecValid}
        onEdit={() => update.reset()}
        onSubmit={save}
      />
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={update.isPending || !specValid}
        deletion={{
          title: `Delete ${type.label}`,
          question: `Delete the ${type.label.toLowerCase()} ${integration.name}? It stops running and leaves the integrations.`,
          pending: remove.isPending,
          onConfirm: (close) =>
            remove.mutate({ type: integration.integration_type, id: integration.id }, { onSuccess: () => void navigate(LIST), onSettled: close }),
        }}
      />
    </div>
  );
}
