import { useNavigate } from 'react-router';
import { NamedSpecEditor } from '#src/ui/form/named-spec-editor.tsx';
import type { NamedSpecValue } from '#src/ui/form/named-spec-form.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { IntegrationRow } from '../api/integration.types.ts';
import { useDeleteIntegration } from '../api/delete-integration.ts';
import { useUpdateIntegration } from '../api/update-integration.ts';
import { INTEGRATION_TYPES } from '../utils/integration-types.ts';
import { integrationWriteResource } from '../utils/integrations-access.ts';

const LIST = '/settings/integrations';

/** The Spec tab: name and YAML with Update and Delete; read-only without write or for integrations from elsewhere. */
export function IntegrationEditor({ integration }: { integration: IntegrationRow }) {
  const navigate = useNavigate();
  const type = INTEGRATION_TYPES[integration.integration_type];
  const canWrite = usePermission(integrationWriteResource(integration.integration_type), 'write');
  const update = useUpdateIntegration(integration.name);
  const remove = useDeleteIntegration(integration.name);

  const save = ({ spec }: NamedSpecValue) =>
    update.mutate({ type: integration.integration_type, id: integration.id, spec }, { onSuccess: () => void navigate(LIST) });

  return (
    <NamedSpecEditor
      what={type.label.toLowerCase()}
      document={type.document}
      initial={{ name: integration.name, spec: integration.spec ?? {} }}
      stored={integration}
      canWrite={canWrite}
      saving={update.isPending}
      failure={update.error ?? remove.error}
      onEdit={() => update.reset()}
      onSubmit={save}
      deletion={{
        title: `Delete ${type.label}`,
        question: `Delete the ${type.label.toLowerCase()} ${integration.name}? It stops running and leaves the integrations.`,
        pending: remove.isPending,
        onConfirm: (close) =>
          remove.mutate({ type: integration.integration_type, id: integration.id }, { onSuccess: () => void navigate(LIST), onSettled: close }),
      }}
    />
  );
}
