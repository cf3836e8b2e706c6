import type { PlaybookListItem } from '@vigil/domain';
import { ChevronDown, Workflow } from 'lucide-react';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { DropdownMenuItem } from '#src/ui/dropdown-menu/dropdown-menu-item.tsx';
import { FeatureGate } from '#src/ui/gates/feature-gate.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import type { RunPlaybookSlotProps } from '#src/ui/slots/slots.ts';
import { useResourcePlaybooks } from '../api/list-resource-playbooks.ts';
import { playbookTitle, type PlaybookResource } from '../api/playbook.types.ts';
import { LazyRunPlaybookDialog } from './lazy-run-playbook-dialog.tsx';

const NOTE = 'px-3 py-1.5 text-gray-500';

function MenuEntries({ resource, enabled, onPick }: { resource: PlaybookResource; enabled: boolean; onPick: (playbook: PlaybookListItem) => void }) {
  const playbooks = useResourcePlaybooks(resource, enabled);
  if (playbooks.isPending) return <p className={NOTE}>Loading playbooks…</p>;
  if (playbooks.error) return <p role="alert" className="px-3 py-1.5 text-red-700">{playbooks.error.message}</p>;
  if (playbooks.data.length === 0) return <p className={NOTE}>No playbooks</p>;
  return playbooks.data.map((playbook) => (
    <DropdownMenuItem key={playbook.id} onSelect={() => onPick(playbook)}>
      <Icon name={playbook.icon || 'playbooks'} size={14} />
      {playbookTitle(playbook)}
    </DropdownMenuItem>
  ));
}

export interface PlaybooksMenuProps extends RunPlaybookSlotProps {
  /** Where the menu opens; 'top' at the foot of a dialog. */
  side?: 'top' | 'bottom';
}

/**
 * The playbooks that apply to a config item, check or component, fetched when the menu first
 * opens; picking one opens the Run dialog with the resource fixed. Only with the playbooks
 * feature on and write on playbooks (spec 002 §6).
 */
export function PlaybooksMenu({ resource, side = 'bottom' }: PlaybooksMenuProps) {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<PlaybookListItem | null>(null);
  return (
    <FeatureGate feature="playbooks">
      <PermissionGate resources="playbooks" action="write">
        <DropdownMenu
          side={side}
          onOpenChange={(open) => open && setOpened(true)}
          trigger={
            <button type="button" className={SECONDARY_BUTTON}>
              <Workflow aria-hidden className="size-4" />
              Playbooks
              <ChevronDown aria-hidden className="size-4" />
            </button>
          }
        >
          <MenuEntries resource={resource} enabled={opened} onPick={setChosen} />
        </DropdownMenu>
        {chosen && <LazyRunPlaybookDialog playbook={chosen} resource={resource} onClose={() => setChosen(null)} />}
      </PermissionGate>
    </FeatureGate>
  );
}
