import { useState } from 'react';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_ERROR } from '#src/ui/styles/kit-classes.ts';
import type { IncidentHypothesis } from '#src/features/incidents/api/incident-detail.types.ts';
import { hypothesisTree } from '#src/features/incidents/utils/hypothesis-tree.ts';
import { MentionTextarea } from './mention-textarea.tsx';
import { useSendComment } from './use-send-comment.ts';

export const SELECT_HYPOTHESIS = 'Please select any hypothesis';
export const ADD_COMMENT_DETAILS = 'Please add comment details';

export interface IncidentCommentFormProps {
  incidentId: string;
  hypotheses: readonly IncidentHypothesis[];
}

/** The incident-level comment box (spec 002 §5): choose the hypothesis, write, send. */
export function IncidentCommentForm({ incidentId, hypotheses }: IncidentCommentFormProps) {
  const { send, people, ready } = useSendComment(incidentId);
  const [hypothesisId, setHypothesisId] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ hypothesis?: string; comment?: string }>({});
  const options = hypothesisTree(hypotheses).map(({ item, depth }) => ({
    value: item.id,
    label: `${'\u2003'.repeat(depth)}${item.title || '(no title)'}`,
  }));

  const submit = () => {
    const found = {
      hypothesis: hypothesisId === '' ? SELECT_HYPOTHESIS : undefined,
      comment: comment.trim() === '' ? ADD_COMMENT_DETAILS : undefined,
    };
    setErrors(found);
    if (found.hypothesis || found.comment) return;
    send(hypothesisId, comment.trim());
    setComment('');
  };

  return (
    <section aria-label="Add a comment" className="mt-4 rounded-md border border-gray-200 bg-white p-3">
      <div className="mb-2 flex flex-col gap-1">
        <Select
          label="Hypothesis"
          placeholder="Select a hypothesis"
          value={hypothesisId}
          options={options}
          onChange={(next) => {
            setHypothesisId(next);
            setErrors({ ...errors, hypothesis: undefined });
          }}
          invalid={Boolean(errors.hypothesis)}
          className="w-80 max-w-full"
        />
        {errors.hypothesis && (
          <p role="alert" className={FIELD_ERROR}>
            {errors.hypothesis}
          </p>
        )}
      </div>
      <MentionTextarea
        label="Comment"
        value={comment}
        onChange={(next) => {
          setComment(next);
          if (next.trim() !== '') setErrors({ ...errors, comment: undefined });
        }}
        people={people}
        placeholder="Add a comment, @ to mention"
        invalid={Boolean(errors.comment)}
        onSubmit={submit}
      />
      {errors.comment && (
        <p role="alert" className={`${FIELD_ERROR} mt-1`}>
          {errors.comment}
        </p>
      )}
      <div className="mt-2 flex justify-end">
        <button type="button" className={PRIMARY_BUTTON} disabled={comment === '' || !ready} onClick={submit}>
          Send
        </button>
      </div>
    </section>
  );
}
