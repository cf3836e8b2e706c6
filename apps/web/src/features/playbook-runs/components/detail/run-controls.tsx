import { isFinalRunStatus } from '@vigil/domain';
import { Check, ListTree, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { PlaybookRunDetail } from '#src/features/playbook-runs/api/playbook-run.types.ts';
import { useRunCommands } from '#src/features/playbook-runs/api/use-run-commands.ts';
import { RunParamsDialog } from './run-params-dialog.tsx';

/**
 * Params for everyone; for those who may write playbooks: Approve while the run waits for approval,
 * Cancel until it is over, and 'Re-run playbook' once it is over (it opens the new run).
 * The server has the last word (listed approvers only) and its refusal shows as a toast.
 */
export function RunControls({ run }: { run: PlaybookRunDetail }) {
  const navigate = useNavigate();
  const canWrite = usePermission('playbooks', 'write');
  const { approve, cancel, rerun } = useRunCommands(run.id);
  const [showParams, setShowParams] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const final = isFinalRunStatus(run.status);

  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setShowParams(true)}>
        <ListTree aria-hidden className="size-4" />
        Params
      </button>
      {canWrite && run.status === 'pending_approval' && (
        <button type="button" className={PRIMARY_BUTTON} disabled={approve.isPending} onClick={() => approve.mutate()}>
          <Check aria-hidden className="size-4" />
          {approve.isPending ? 'Approving...' : 'Approve'}
        </button>
      )}
      {canWrite && !final && (
        <button type="button" className={SECONDARY_BUTTON} disabled={cancel.isPending} onClick={() => setConfirmCancel(true)}>
          <X aria-hidden className="size-4" />
          Cancel
        </button>
      )}
      {canWrite && final && (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={rerun.isPending}
          onClick={() => rerun.mutate(undefined, { onSuccess: (created) => void navigate(`/playbooks/runs/${created.run_id}`) })}
        >
          <RotateCcw aria-hidden className="size-4" />
          {rerun.isPending ? 'Starting...' : 'Re-run playbook'}
        </button>
      )}
      <RunParamsDialog open={showParams} onClose={() => setShowParams(false)} parameters={run.parameters} />
      <ConfirmDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title="Cancel Playbook Run"
        confirmLabel="Cancel run"
        cancelLabel="Keep running"
        pending={cancel.isPending}
        pendingLabel="Cancelling..."
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirmCancel(false) })}
      >
        Stop this run? The action under way is stopped and the rest do not run.
      </ConfirmDialog>
    </>
  );
}
