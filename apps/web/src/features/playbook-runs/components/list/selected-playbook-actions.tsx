import { Pencil, Play } from 'lucide-react';
import { Link } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import type { PlaybookNameRow } from '#src/features/playbook-runs/api/playbook-run.types.ts';

/**
 * Spec 002 §2: with one playbook chosen, 'Edit Playbook' and 'Run Playbook', for those who may
 * write playbooks. Both lead to the playbooks page, which opens its editor or its Run dialog.
 */
export function SelectedPlaybookActions({ playbook }: { playbook: PlaybookNameRow }) {
  const canWrite = usePermission('playbooks', 'write');
  if (!canWrite) return null;
  const id = encodeURIComponent(playbook.id);
  return (
    <>
      <Link to={`/playbooks?edit=${id}`} className={SECONDARY_BUTTON}>
        <Pencil aria-hidden className="size-4" />
        Edit Playbook
      </Link>
      <Link to={`/playbooks?run=${id}`} className={PRIMARY_BUTTON}>
        <Play aria-hidden className="size-4" />
        Run Playbook
      </Link>
    </>
  );
}
