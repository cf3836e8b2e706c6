import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { MENU_CONTENT } from '#src/ui/styles/kit-classes.ts';
import type { PersonRef } from '#src/features/incidents/api/incident-detail.types.ts';
import { mentionMarkup, mentionQueryAt } from './mention-markup.ts';

/** The list under the box shows at most this many matches. */
const MENTION_MATCH_LIMIT = 8;

export interface MentionTextareaProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Who may be mentioned; the list opens on `@`. */
  people: readonly PersonRef[];
  placeholder?: string;
  invalid?: boolean;
  /** Ctrl+Enter or Cmd+Enter. */
  onSubmit?: () => void;
}

/** A comment box where `@` opens a list of people; choosing one writes the mention into the text. */
export function MentionTextarea({ label, value, onChange, people, placeholder, invalid, onSubmit }: MentionTextareaProps) {
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  // Where the caret goes once a chosen mention is in the box: placed in the same commit, before the
  // next key press can land at the old position.
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingCaret.current === null) return;
    box.current?.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });
  const mention = dismissed ? null : mentionQueryAt(value, caret);
  const matches = mention
    ? people.filter((person) => person.name.toLowerCase().includes(mention.query.toLowerCase())).slice(0, MENTION_MATCH_LIMIT)
    : [];
  const open = matches.length > 0;

  const change = (next: string, nextCaret: number) => {
    onChange(next);
    setCaret(nextCaret);
    setActive(0);
    setDismissed(false);
  };
  const choose = (person: PersonRef) => {
    if (!mention) return;
    const inserted = `${mentionMarkup(person)} `;
    const next = value.slice(0, mention.start) + inserted + value.slice(caret);
    const nextCaret = mention.start + inserted.length;
    pendingCaret.current = nextCaret;
    change(next, nextCaret);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + matches.length) % matches.length);
    } else if (open && (event.key === 'Enter' || event.key === 'Tab')) {
      event.preventDefault();
      choose(matches[active] ?? matches[0]!);
    } else if (open && event.key === 'Escape') {
      event.preventDefault();
      setDismissed(true);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit?.();
    }
  };

  return (
    <div className="relative">
      <textarea
        ref={box}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        role="combobox"
        rows={2}
        value={value}
        placeholder={placeholder}
        onChange={(event) => change(event.target.value, event.target.selectionStart)}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        className="block w-full resize-y rounded-md border border-gray-300 px-2.5 py-1.5 text-sm text-gray-900 placeholder:text-gray-400 focus:border-blue-500 focus:ring-1 focus:ring-blue-500 focus:outline-none aria-[invalid=true]:border-red-500"
      />
      {open && (
        <ul id={listId} role="listbox" aria-label="People to mention" className={`${MENU_CONTENT} absolute left-0 top-full mt-1`}>
          {matches.map((person, index) => (
            <li
              key={person.id}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(person);
              }}
              className={`cursor-pointer rounded px-2.5 py-1.5 ${index === active ? 'bg-gray-100' : ''}`}
            >
              {person.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
