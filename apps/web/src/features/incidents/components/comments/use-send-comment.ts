import { useCurrentUser } from '#src/api/current-user/get-current-user.ts';
import { useAddComment } from '#src/features/incidents/api/add-comment.ts';
import { useMentionPeople } from '#src/features/incidents/api/get-mention-people.ts';

/** Sends comments on one incident as the signed-in person, and the people they may mention. */
export function useSendComment(incidentId: string) {
  const me = useCurrentUser().data?.user;
  const author = me ? { id: me.id, name: me.name, avatar: me.avatar ?? null } : null;
  const add = useAddComment(author);
  const people = useMentionPeople(true).data ?? [];
  const send = (hypothesisId: string, comment: string) =>
    add.mutate({ id: crypto.randomUUID(), incident_id: incidentId, hypothesis_id: hypothesisId, comment, created_by: me?.id ?? '' });
  return { send, people, ready: Boolean(me?.id) };
}
