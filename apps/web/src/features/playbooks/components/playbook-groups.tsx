import type { PlaybookRow } from '../api/playbook.types.ts';
import { groupPlaybooks } from '../utils/group-playbooks.ts';
import { PlaybookCard } from './playbook-card.tsx';

export interface PlaybookGroupsProps {
  playbooks: readonly PlaybookRow[];
  canWrite: boolean;
  onEdit: (playbook: PlaybookRow) => void;
  onDelete: (playbook: PlaybookRow) => void;
  onRun: (playbook: PlaybookRow) => void;
}

/** The cards under a heading per category, 'Other' last. */
export function PlaybookGroups({ playbooks, ...actions }: PlaybookGroupsProps) {
  return (
    <div className="flex flex-col gap-6 p-6">
      {groupPlaybooks(playbooks).map((group) => (
        <section key={group.category} aria-label={group.category} className="flex flex-col gap-2">
          <h2 className="text-base font-semibold text-gray-800">{group.category}</h2>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
            {group.playbooks.map((playbook) => (
              <PlaybookCard
                key={playbook.id}
                playbook={playbook}
                canWrite={actions.canWrite}
                onEdit={() => actions.onEdit(playbook)}
                onDelete={() => actions.onDelete(playbook)}
                onRun={() => actions.onRun(playbook)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
