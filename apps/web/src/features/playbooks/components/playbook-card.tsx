import { isEditableInUi } from '@vigil/domain';
import { History, Pencil, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Icon } from '#src/ui/icon/icon.tsx';
import { CARD_SURFACE, FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import { playbookTitle, type PlaybookRow } from '../api/playbook.types.ts';

const SMALL_BUTTON = `${SECONDARY_BUTTON} !px-2 !py-1 text-xs`;
const ICON_BUTTON = `inline-flex size-7 items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800 ${FOCUS_RING}`;

export interface PlaybookCardProps {
  playbook: PlaybookRow;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onRun: () => void;
}

/** One playbook: icon, title with Edit and Delete for writers, description, then Run (writers) and History (spec 002 §2). */
export function PlaybookCard({ playbook, canWrite, onEdit, onDelete, onRun }: PlaybookCardProps) {
  const title = playbookTitle(playbook);
  return (
    <article aria-label={title} className={`${CARD_SURFACE} flex min-w-0 flex-col gap-2 p-3`}>
      <header className="flex min-w-0 items-center gap-2">
        <Icon name={playbook.icon || 'playbooks'} size={20} />
        <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-gray-900" title={title}>
          {title}
        </h3>
        {canWrite && (
          <span className="flex shrink-0 gap-0.5">
            <Tooltip content="Edit">
              <button type="button" className={ICON_BUTTON} onClick={onEdit} aria-label={`Edit ${title}`}>
                <Pencil aria-hidden className="size-4" />
              </button>
            </Tooltip>
            {isEditableInUi(playbook.source) && (
              <Tooltip content="Delete">
                <button type="button" className={ICON_BUTTON} onClick={onDelete} aria-label={`Delete ${title}`}>
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </Tooltip>
            )}
          </span>
        )}
      </header>
      <p className="line-clamp-2 min-h-8 text-xs text-gray-500">{playbook.description || 'No description'}</p>
      <div className="mt-auto flex flex-wrap items-center gap-1.5">
        {canWrite && (
          <button type="button" className={SMALL_BUTTON} onClick={onRun}>
            <Play aria-hidden className="size-3.5" />
            Run
          </button>
        )}
        <Link to={`/playbooks/runs?playbook=${encodeURIComponent(playbook.id)}`} className={SMALL_BUTTON}>
          <History aria-hidden className="size-3.5" />
          History
        </Link>
      </div>
    </article>
  );
}
