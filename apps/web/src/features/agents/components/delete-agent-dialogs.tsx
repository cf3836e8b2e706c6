import { useState } from 'react';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import type { Agent } from '../api/agent.types.ts';
import { useDeleteAgent } from '../api/delete-agent.ts';

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
      <ConfirmDialog
        open={agent !== null && cleanup === null}
        onClose={close}
        title="Delete Agent"
        tone="primary"
        cancelLabel="No"
        onCancel={() => setCleanup(false)}
        confirmLabel="Yes"
        onConfirm={() => setCleanup(true)}
      >
        <p className="text-sm text-gray-700">Do you want to also delete the resources created by the agent?</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={agent !== null && cleanup !== null}
        onClose={close}
        title="Delete Agent"
        confirmLabel="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={() => {
          if (agent && cleanup !== null) remove.mutateAsync({ id: agent.id, cleanup }).then(close, () => undefined);
        }}
      >
        <p className="text-sm text-gray-700">Are you sure you want to delete agent?</p>
        {cleanup && (
          <p className="mt-2 text-sm text-gray-500">The resources created by {agent?.name} will be deleted too.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
