import { Badge } from '#src/ui/badge/badge.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import type { IncidentHypothesis } from '#src/features/incidents/api/incident-detail.types.ts';
import { hypothesisTree } from '#src/features/incidents/utils/hypothesis-tree.ts';
import { CommentText } from '../comments/comment-text.tsx';
import { HypothesisCommentBox } from '../comments/hypothesis-comment-box.tsx';
import { HypothesisActions } from '../hypotheses/hypothesis-actions.tsx';
import { HypothesisStatusSelect } from '../hypotheses/hypothesis-status-select.tsx';
import { HypothesisTitleEditor } from '../hypotheses/hypothesis-title-editor.tsx';
import { evidenceLabel } from './evidence-label.ts';

export interface HypothesisTreeViewProps {
  hypotheses: readonly IncidentHypothesis[];
  /** 'comments': each hypothesis with its comments; 'action-plan': with its evidence. */
  mode: 'comments' | 'action-plan';
  /** With write on incidents: the hypotheses are editable and commented on here. */
  editing?: { incidentId: string } | undefined;
  /** Every comment of each hypothesis ('Expand All'), or only its latest. */
  commentsExpanded?: boolean;
}

function Comments({ hypothesis, expanded }: { hypothesis: IncidentHypothesis; expanded: boolean }) {
  const all = hypothesis.comments ?? [];
  if (all.length === 0) return <p className="text-xs text-gray-500">No comments</p>;
  const comments = expanded ? all : all.slice(-1);
  return (
    <ul className="flex flex-col gap-2">
      {comments.length < all.length && <li className="text-xs text-gray-500">{`${all.length - comments.length} earlier comments`}</li>}
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-md bg-gray-50 px-3 py-2 text-sm">
          <div className="mb-0.5 flex items-center gap-2 text-xs text-gray-500">
            <span className="font-medium text-gray-700">{comment.author?.name ?? 'Someone'}</span>
            <RelativeTime value={comment.created_at} />
          </div>
          <p className="whitespace-pre-wrap text-gray-800">
            <CommentText comment={comment.comment} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function Evidences({ hypothesis }: { hypothesis: IncidentHypothesis }) {
  const evidences = hypothesis.evidences ?? [];
  if (evidences.length === 0) return <p className="text-xs text-gray-500">No Evidence</p>;
  return (
    <ul className="flex flex-col gap-1">
      {evidences.map((evidence) => (
        <li key={evidence.id} className="flex items-center gap-2 text-sm">
          <Badge>{evidence.type}</Badge>
          <span className="truncate text-gray-800">{evidenceLabel(evidence)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The hypothesis tree (root, factors, solutions), indented by level (spec 002 §2: Comments and Action Plan). */
export function HypothesisTreeView({ hypotheses, mode, editing, commentsExpanded = false }: HypothesisTreeViewProps) {
  const tree = hypothesisTree(hypotheses);
  if (tree.length === 0) return <EmptyState size="compact" title="There are no hypotheses for this incident" />;
  return (
    <ol aria-label={mode === 'comments' ? 'Comments' : 'Action Plan'} className="flex flex-col gap-3">
      {tree.map(({ item, depth }) => (
        <li key={item.id} style={{ marginLeft: `${depth * 24}px` }} className="rounded-md border border-gray-200 bg-white p-3">
          <div className="mb-2 flex items-center gap-2">
            <Badge tone="info">{item.type}</Badge>
            <h3 className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">
              {editing ? <HypothesisTitleEditor hypothesisId={item.id} title={item.title} /> : item.title || '(no title)'}
            </h3>
            {editing ? <HypothesisStatusSelect hypothesisId={item.id} title={item.title || '(no title)'} status={item.status} /> : <Badge>{item.status}</Badge>}
            {editing && <HypothesisActions incidentId={editing.incidentId} hypothesis={item} />}
          </div>
          {mode === 'comments' ? <Comments hypothesis={item} expanded={commentsExpanded} /> : <Evidences hypothesis={item} />}
          {mode === 'comments' && editing && <HypothesisCommentBox incidentId={editing.incidentId} hypothesis={item} />}
        </li>
      ))}
    </ol>
  );
}
