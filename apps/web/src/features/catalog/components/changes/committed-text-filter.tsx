import { useEffect, useState } from 'react';
import { FIELD_LABEL, TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';

export interface CommittedTextFilterProps {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
}

/** A text filter applied on Enter or when it loses focus, so typing does not fetch on every key. */
export function CommittedTextFilter({ label, value, onCommit, placeholder }: CommittedTextFilterProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <label className="inline-flex items-center gap-2">
      <span className={FIELD_LABEL}>{label}</span>
      <input
        type="text"
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className={`${TEXT_INPUT} w-40`}
      />
    </label>
  );
}
