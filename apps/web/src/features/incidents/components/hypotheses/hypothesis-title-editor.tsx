import { useState } from 'react';
import { TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import { useUpdateHypothesis } from '#src/features/incidents/api/update-hypothesis.ts';
import { useDebouncedSave } from './use-debounced-save.ts';

/** Spec 002 §9: a title edit is saved 1 s after the last keystroke. */
export const HYPOTHESIS_TITLE_SAVE_DELAY_MS = 1_000;

export interface HypothesisTitleEditorProps {
  hypothesisId: string;
  title: string | null;
}

/** The hypothesis's title; a click turns it into a text box whose edits are saved after a pause. */
export function HypothesisTitleEditor({ hypothesisId, title }: HypothesisTitleEditorProps) {
  const update = useUpdateHypothesis();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useDebouncedSave((next: string) => update.mutate({ id: hypothesisId, title: next }), HYPOTHESIS_TITLE_SAVE_DELAY_MS);
  const shown = draft ?? title ?? '';
  if (!editing) {
    return (
      <button
        type="button"
        title="Edit the title"
        onClick={() => setEditing(true)}
        className="max-w-full truncate rounded text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-500"
      >
        {shown || '(no title)'}
      </button>
    );
  }
  return (
    <input
      aria-label="Hypothesis title"
      // The user asked for the box by clicking the title; the keyboard follows.
      autoFocus
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value);
        save(event.target.value);
      }}
      onBlur={() => setEditing(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === 'Escape') setEditing(false);
      }}
      className={`${TEXT_INPUT} w-full`}
    />
  );
}
