import type { IncidentHypothesis } from '#src/features/incidents/api/incident-detail.types.ts';
import { CommentBox } from './comment-box.tsx';
import { useSendComment } from './use-send-comment.ts';

/** The comment box under one hypothesis of the Comments tab. */
export function HypothesisCommentBox({ incidentId, hypothesis }: { incidentId: string; hypothesis: IncidentHypothesis }) {
  const { send, people, ready } = useSendComment(incidentId);
  return (
    <CommentBox
      label={`Comment on ${hypothesis.title || '(no title)'}`}
      people={people}
      disabled={!ready}
      onSend={(comment) => send(hypothesis.id, comment)}
    />
  );
}
