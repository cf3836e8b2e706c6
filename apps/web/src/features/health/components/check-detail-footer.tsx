import { mayRunNow } from '@vigil/domain';
import { Play } from 'lucide-react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { useSlot } from '#src/ui/slots/slots-context.tsx';
import { useRunCheck } from '../api/run-check.ts';

/**
 * The edit link to the check's canary, the actions the app adds on a check (the Playbooks menu and
 * the evidence action, from their own features), and Run Now for the roles allowed to run it.
 */
export function CheckDetailFooter({ checkId, checkName, canaryId }: { checkId: string; checkName: string | undefined; canaryId: string | undefined }) {
  const { roles } = useAccess();
  const run = useRunCheck(checkId);
  const mayRun = mayRunNow(roles);
  const CheckActions = useSlot('checkActions');
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
        <CheckActions checkId={checkId} checkName={checkName} />
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
