import { Workflow, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { DropdownMenuItem } from '#src/ui/dropdown-menu/dropdown-menu-item.tsx';
import { type PlaybookOption, usePlaybooks } from '../api/get-playbooks.ts';
import { FeaturePendingDialog } from '#src/ui/modal/feature-pending-dialog.tsx';

const NOTE = 'px-3 py-1.5 text-gray-500';

function MenuEntries({ enabled, onPick }: { enabled: boolean; onPick: (playbook: PlaybookOption) => void }) {
  const playbooks = usePlaybooks(enabled);
  if (playbooks.isPending) return <p className={NOTE}>Loading playbooks…</p>;
  if (playbooks.error) return <p role="alert" className="px-3 py-1.5 text-red-700">{playbooks.error.message}</p>;
  if (playbooks.data.length === 0) return <p className={NOTE}>No playbooks</p>;
  return playbooks.data.map((playbook) => (
    <DropdownMenuItem key={playbook.id} onSelect={() => onPick(playbook)}>
      {playbook.title || playbook.name}
    </DropdownMenuItem>
  ));
}

/** The playbooks to run against the check; fetched when the menu first opens. */
export function PlaybooksMenu() {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<PlaybookOption | null>(null);
  return (
    <>
      <DropdownMenu
        side="top"
        onOpenChange={(open) => open && setOpened(true)}
        trigger={
          <button type="button" className={SECONDARY_BUTTON}>
            <Workflow aria-hidden className="size-4" />
            Playbooks
            <ChevronDown aria-hidden className="size-4" />
          </button>
        }
      >
        <MenuEntries enabled={opened} onPick={setChosen} />
      </DropdownMenu>
      {chosen && (
        <FeaturePendingDialog
          title={`Run ${chosen.title || chosen.name}`}
          message="Running playbooks arrives with the playbooks feature."
          onClose={() => setChosen(null)}
        />
      )}
    </>
  );
}
