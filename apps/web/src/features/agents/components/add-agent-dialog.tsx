import { useId } from 'react';
import { FormDialogFooter } from '#src/ui/modal/form-dialog-footer.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCreateAgent } from '../api/create-agent.ts';
import { toPropertiesMap } from '../utils/agent-form-schema.ts';
import type { AgentInstallation } from '../utils/installation-commands.ts';
import { AgentForm } from './agent-form.tsx';

export interface AddAgentDialogProps {
  open: boolean;
  onClose: () => void;
  /** Gets what the installation instructions need, including the one-time access token. */
  onCreated: (installation: AgentInstallation) => void;
}

export function AddAgentDialog({ open, onClose, onCreated }: AddAgentDialogProps) {
  const formId = useId();
  const create = useCreateAgent();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create Agent"
      size="very-small"
      footer={<FormDialogFooter formId={formId} onCancel={onClose} pending={create.isPending} />}
    >
      <AgentForm
        formId={formId}
        mode="create"
        onSubmit={async (values) => {
          const name = values.name.trim();
          const generated = await create.mutateAsync({ name, properties: toPropertiesMap(values.properties) }).catch(() => null);
          if (!generated) return;
          onCreated({
            upstreamUrl: window.location.origin,
            agentName: name,
            username: generated.username,
            accessToken: generated.access_token,
            kubernetes: values.kubernetes,
            pushTelemetry: values.pushTelemetry,
          });
        }}
      />
    </Modal>
  );
}
