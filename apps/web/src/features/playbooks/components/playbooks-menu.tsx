import { Workflow, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { type PlaybookOption, usePlaybooks } from '../api/get-playbooks.ts';
import { FeaturePendingDialog } from '#src/ui/modal/feature-pending-dialog.tsx';
import { MENU_CONTENT, MENU_ITEM } from '#src/ui/styles/kit-classes.ts';

const NOTE = 'px-3 py-1.5 text-gray-500';

function MenuEntries({ enabled, onPick }: { enabled: boolean; onPick: (playbook: PlaybookOption) => void }) {
  const playbooks = usePlaybooks(enabled);
  if (playbooks.isPending) return <p className={NOTE}>Loading playbooks…</p>;
  if (playbooks.error) return <p role="alert" className="px-3 py-1.5 text-red-700">{playbooks.error.message}</p>;
  if (playbooks.data.length === 0) return <p className={NOTE}>No playbooks</p>;
  return playbooks.data.map((playbook) => (
    <DropdownMenu.Item key={playbook.id} className={MENU_ITEM} onSelect={() => onPick(playbook)}>
      {playbook.title || playbook.name}
    </DropdownMenu.Item>
  ));
}

/** The playbooks to run against the check; fetched when the menu first opens. */
export function PlaybooksMenu() {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<PlaybookOption | null>(null);
  return (
    <>
      <DropdownMenu.Root modal={false} onOpenChange={(open) => open && setOpened(true)}>
        <DropdownMenu.Trigger className={SECONDARY_BUTTON}>
          <Workflow aria-hidden className="size-4" />
          Playbooks
          <ChevronDown aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" side="top" sideOffset={4} className={MENU_CONTENT}>
            <MenuEntries enabled={opened} onPick={setChosen} />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
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
