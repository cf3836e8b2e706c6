import { useState } from 'react';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import type { PersonRef } from '#src/features/incidents/api/incident-detail.types.ts';
import { MentionTextarea } from './mention-textarea.tsx';

export interface CommentBoxProps {
  label: string;
  people: readonly PersonRef[];
  onSend: (comment: string) => void;
  disabled?: boolean;
}

/** A hypothesis's own comment box: Send stays disabled while it is empty. */
export function CommentBox({ label, people, onSend, disabled = false }: CommentBoxProps) {
  const [comment, setComment] = useState('');
  const blank = comment.trim() === '';
  const send = () => {
    if (blank || disabled) return;
    onSend(comment.trim());
    setComment('');
  };
  return (
    <div className="mt-2 flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <MentionTextarea label={label} value={comment} onChange={setComment} people={people} placeholder="Add a comment, @ to mention" onSubmit={send} />
      </div>
      <button type="button" className={PRIMARY_BUTTON} disabled={blank || disabled} onClick={send}>
        Send
      </button>
    </div>
  );
}
