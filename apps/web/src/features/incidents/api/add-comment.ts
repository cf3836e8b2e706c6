import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import type { IncidentDetail, PersonRef } from './incident-detail.types.ts';
import { incidentKeys } from './incident-keys.ts';

export const COMMENT_FAILED = 'Comment could not be added';

export interface NewComment {
  id: string;
  incident_id: string;
  hypothesis_id: string;
  comment: string;
  created_by: string;
}

/** `POST /comments` with the fields of spec 002 §7; the server records it in the changelog. */
export async function addComment(comment: NewComment): Promise<void> {
  await http.post('db', '/comments', { body: comment });
}

/** The incident with the comment shown under its hypothesis, as the server will have it. */
function withComment(incident: IncidentDetail, comment: NewComment, author: PersonRef | null): IncidentDetail {
  const shown = { id: comment.id, comment: comment.comment, created_at: new Date().toISOString(), author };
  return {
    ...incident,
    hypotheses: (incident.hypotheses ?? []).map((hypothesis) =>
      hypothesis.id === comment.hypothesis_id ? { ...hypothesis, comments: [...(hypothesis.comments ?? []), shown] } : hypothesis,
    ),
  };
}

/** Adds a comment at once (spec 002 §4: applied optimistically) and takes it back with a toast when the server refuses. */
export function useAddComment(author: PersonRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    meta: { errorToast: false },
    onMutate: async (comment: NewComment) => {
      const key = incidentKeys.detail(comment.incident_id);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<IncidentDetail | null>(key);
      if (before) queryClient.setQueryData<IncidentDetail | null>(key, withComment(before, comment, author));
      return { before };
    },
    onError: (error, comment, context) => {
      if (context?.before) queryClient.setQueryData(incidentKeys.detail(comment.incident_id), context.before);
      toast.error(`${COMMENT_FAILED}: ${errorMessage(error)}`);
    },
    onSettled: (_data, _error, comment) => queryClient.invalidateQueries({ queryKey: incidentKeys.detail(comment.incident_id) }),
  });
}
