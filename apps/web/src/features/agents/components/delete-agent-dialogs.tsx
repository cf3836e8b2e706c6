import { useState } from 'react';
import { Modal } from '../../../ui/modal/modal.tsx';
import type { Agent } from '../api/agent.types.ts';
import { useDeleteAgent } from '../api/delete-agent.ts';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';

export interface DeleteAgentDialogsProps {
  /** The agent to delete; null when no deletion is under way. */
  agent: Agent | null;
  onClose: () => void;
}

/**
 * Two questions before an agent goes (spec 000 §2.10): whether what it created goes too, then
 * whether to delete at all.
 */
export function DeleteAgentDialogs({ agent, onClose }: DeleteAgentDialogsProps) {
  const [cleanup, setCleanup] = useState<boolean | null>(null);
  const remove = useDeleteAgent();
  const close = () => {
    setCleanup(null);
    onClose();
  };

  return (
    <>
      <Modal
        open={agent !== null && cleanup === null}
        onClose={close}
        title="Delete Agent"
        size="very-small"
        expandable={false}
        footer={
          <>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setCleanup(false)}>
              No
            </button>
            <button type="button" className={PRIMARY_BUTTON} onClick={() => setCleanup(true)}>
              Yes
            </button>
          </>
        }
      >
        <p className="text-sm text-gray-700">Do you want to also delete the resources created by the agent?</p>
      </Modal>
      <Modal
        open={agent !== null && cleanup !== null}
        onClose={close}
        title="Delete Agent"
        size="very-small"
        expandable={false}
        footer={
          <>
            <button type="button" className={SECONDARY_BUTTON} onClick={close}>
              Cancel
            </button>
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={remove.isPending}
              onClick={() => {
                if (agent && cleanup !== null) remove.mutateAsync({ id: agent.id, cleanup }).then(close, () => undefined);
              }}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          </>
        }
      >
        <p className="text-sm text-gray-700">Are you sure you want to delete agent?</p>
        {cleanup && (
          <p className="mt-2 text-sm text-gray-500">The resources created by {agent?.name} will be deleted too.</p>
        )}
      </Modal>
    </>
  );
}
