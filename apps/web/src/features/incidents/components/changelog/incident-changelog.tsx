import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import { type IncidentHistoryEntry, useIncidentHistory } from '#src/features/incidents/api/get-incident-history.ts';
import { CommentText } from '../comments/comment-text.tsx';

export const NO_CHANGELOG = 'No changelog found';

/** What the event was about, from the row it names (spec 002 §7: nested evidence, hypothesis, responder, comment). */
function subject(entry: IncidentHistoryEntry): { kind: string; name: string } | null {
  if (entry.hypothesis) return { kind: 'Hypothesis', name: entry.hypothesis.title || '(no title)' };
  if (entry.evidence) return { kind: 'Evidence', name: entry.evidence.description || entry.evidence.type };
  if (entry.responder) return { kind: 'Responder', name: entry.responder.person?.name ?? entry.responder.team?.name ?? entry.responder.type };
  return null;
}

function ChangelogEntry({ entry }: { entry: IncidentHistoryEntry }) {
  const about = subject(entry);
  // A created row's description repeats its subject's name; it is shown once.
  const description = entry.description === about?.name ? null : entry.description;
  return (
    <li className="flex flex-col gap-0.5 border-l-2 border-gray-200 pl-3 text-sm">
      <div className="flex items-center gap-2 text-xs text-gray-500">
        <span className="font-medium text-gray-700">{entry.created_by?.name ?? 'System'}</span>
        <RelativeTime value={entry.created_at} />
      </div>
      <span className="font-medium text-gray-900">{entry.type}</span>
      {about && <span className="truncate text-gray-700">{`${about.kind}: ${about.name}`}</span>}
      {entry.comment ? (
        <p className="whitespace-pre-wrap text-gray-700">
          <CommentText comment={entry.comment.comment} />
        </p>
      ) : (
        description && <p className="whitespace-pre-wrap text-gray-700">{description}</p>
      )}
    </li>
  );
}

/** The incident's history rows, newest first, a page at a time (spec 002 §2: the right panel's Changelog). */
export function IncidentChangelog({ incidentId }: { incidentId: string }) {
  const history = useIncidentHistory(incidentId);
  if (history.isPending) return <Skeleton className="h-12 w-full" />;
  // A failed next page keeps the pages already read; only a failed first page has nothing to show.
  const data = history.data;
  if (!data)
    return (
      <p role="alert" className="text-sm text-red-600">
        Could not load the changelog: {history.error?.message}
      </p>
    );
  // Rows written by others since the first page shift the later pages by as many: a row is shown once.
  const entries = [...new Map(data.pages.flatMap((page) => page.items).map((entry) => [entry.id, entry])).values()];
  if (entries.length === 0) return <p className="text-sm text-gray-500">{NO_CHANGELOG}</p>;
  const total = Math.max(data.pages.at(-1)?.total ?? 0, entries.length);
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Changelog entries" className="flex flex-col gap-3">
        {entries.map((entry) => (
          <ChangelogEntry key={entry.id} entry={entry} />
        ))}
      </ol>
      {history.hasNextPage && (
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-gray-500 tabular-nums">{`${entries.length} of ${total}`}</span>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </button>
        </div>
      )}
      {history.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-600">
          Could not load more of the changelog: {history.error?.message}
        </p>
      )}
    </div>
  );
}
