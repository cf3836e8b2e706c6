import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../ui/button/button-styles.ts';
import { useAccess } from '../../../ui/gates/use-access.ts';
import { useRunCheck } from '../api/run-check.ts';
import { incidentActionsHidden } from '../utils/incident-actions.ts';
import { AddToIncidentButton } from './add-to-incident-button.tsx';
import { PlaybooksMenu } from './playbooks-menu.tsx';

/** Roles that may run a check on demand (spec 001 §6). */
const RUN_NOW_ROLES = ['admin', 'editor', 'responder', 'commander'];

/**
 * The edit link to the check's canary, the Playbooks menu and the evidence action (both absent
 * from the build variant without them), and Run Now for the roles allowed to run it.
 */
export function CheckDetailFooter({ checkId, canaryId }: { checkId: string; canaryId: string | undefined }) {
  const { roles } = useAccess();
  const run = useRunCheck(checkId);
  const mayRun = roles.some((role) => RUN_NOW_ROLES.includes(role));
  const withIncidentActions = !incidentActionsHidden();
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-2">
      {canaryId ? (
        <Link to={`/settings/canaries/${encodeURIComponent(canaryId)}`} className={SECONDARY_BUTTON}>
          Edit
        </Link>
      ) : (
        <span />
      )}
      <span className="flex flex-wrap items-center gap-2">
        {withIncidentActions && <PlaybooksMenu />}
        {withIncidentActions && <AddToIncidentButton />}
        {mayRun && (
          <button type="button" className={PRIMARY_BUTTON} disabled={run.isPending} onClick={() => run.mutate()}>
            <Play aria-hidden className="size-4" />
            {run.isPending ? 'Running…' : 'Run Now'}
          </button>
        )}
      </span>
    </div>
  );
}
