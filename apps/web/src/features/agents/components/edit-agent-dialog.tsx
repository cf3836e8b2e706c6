import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { Agent } from '../api/agent.types.ts';
import { useAgent } from '../api/get-agent.ts';
import { useUpdateAgent } from '../api/update-agent.ts';
import { EMPTY_AGENT_FORM, fromPropertiesMap, toPropertiesMap } from '../utils/agent-form-schema.ts';
import { AgentForm } from './agent-form.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';

export interface EditAgentDialogProps {
  /** The agent in the URL's id parameter; null when closed. */
  agentId: string | null;
  /** Offers saving and deleting; without it the dialog only shows the agent. */
  canWrite: boolean;
  onClose: () => void;
  onDelete: (agent: Agent) => void;
}

export function EditAgentDialog({ agentId, canWrite, onClose, onDelete }: EditAgentDialogProps) {
  const formId = useId();
  const agent = useAgent(agentId);
  const update = useUpdateAgent();
  const loaded = agent.data;

  return (
    <Modal
      open={agentId !== null}
      onClose={onClose}
      title={canWrite ? 'Edit Agent' : 'Agent'}
      size="very-small"
      footer={
        <>
          {canWrite && loaded && (
            <button type="button" className={`${DANGER_BUTTON} mr-auto`} onClick={() => onDelete(loaded)}>
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
          )}
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {canWrite ? 'Cancel' : 'Close'}
          </button>
          {canWrite && loaded && (
            <button type="submit" form={formId} className={PRIMARY_BUTTON} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save'}
            </button>
          )}
        </>
      }
    >
      {agent.isPending && <LoadingState />}
      {agent.error && <ErrorPanel title="Could not load the agent" message={agent.error.message} />}
      {loaded && (
        <fieldset disabled={!canWrite} className="contents">
          <AgentForm
            formId={formId}
            mode="edit"
            defaultValues={{
              ...EMPTY_AGENT_FORM,
              name: loaded.name,
              description: loaded.description ?? '',
              properties: fromPropertiesMap(loaded.properties),
            }}
            onSubmit={async (values) => {
              await update
                .mutateAsync({
                  id: loaded.id,
                  description: values.description.trim() === '' ? null : values.description.trim(),
                  properties: toPropertiesMap(values.properties),
                })
                .then(onClose, () => undefined);
            }}
          />
        </fieldset>
      )}
    </Modal>
  );
}
