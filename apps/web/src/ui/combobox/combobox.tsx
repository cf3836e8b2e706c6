import { Check, ChevronDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { CONTROL, FLOATING_SURFACE, MENU_ITEM } from '../styles/kit-classes.ts';
import { filterComboboxOptions } from './filter-combobox-options.ts';

export interface ComboboxOption {
  value: string;
  /** Shown and searched; defaults to the value. */
  label?: string;
}

export interface ComboboxProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** Names the trigger, the search box ("Search {label}") and the list. */
  label: string;
  /** Lets a FormField's label point at the trigger. */
  id?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Shown when the search matches nothing; default 'No matches'. */
  emptyText?: string;
  disabled?: boolean;
  className?: string;
}

/** Rendered matches at most: a longer list asks the user to type more. */
export const COMBOBOX_MAX_SHOWN = 200;

/**
 * A choice among a long list with a search box (Radix Popover around an ARIA combobox and
 * listbox): typing filters, arrows move, Enter chooses, Escape closes and focus returns to the
 * trigger. The trigger carries the value as its `value`.
 *
 *   <Combobox label="Config Type" value={type} options={types} onChange={setType} />
 */
export function Combobox({
  value,
  onChange,
  options,
  label,
  id,
  placeholder = 'Select...',
  emptyText = 'No matches',
  disabled,
  className = '',
}: ComboboxProps) {
  const [open, setOpen] = useState(false);
  const chosen = options.find((option) => option.value === value);
  const shownText = chosen ? (chosen.label ?? chosen.value) : value;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        value={value}
        disabled={disabled}
        className={`${CONTROL} justify-between ${className}`}
      >
        <span className={`truncate ${shownText ? '' : 'text-gray-500'}`}>{shownText || placeholder}</span>
        <ChevronDown size={16} aria-hidden className="shrink-0 text-gray-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          className={`${FLOATING_SURFACE} flex w-[max(16rem,var(--radix-popover-trigger-width))] max-w-[calc(100vw-1rem)] flex-col`}
        >
          <ComboboxPanel
            label={label}
            value={value}
            options={options}
            emptyText={emptyText}
            onChoose={(next) => {
              setOpen(false);
              if (next !== value) onChange(next);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface ComboboxPanelProps {
  label: string;
  value: string;
  options: readonly ComboboxOption[];
  emptyText: string;
  onChoose: (value: string) => void;
}

/** The search box and the matching options; mounted on each opening, so the search starts empty. */
function ComboboxPanel({ label, value, options, emptyText, onChoose }: ComboboxPanelProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterComboboxOptions(options, query).slice(0, COMBOBOX_MAX_SHOWN), [options, query]);
  const [active, setActive] = useState(() => Math.max(0, matches.findIndex((option) => option.value === value)));
  const activeIndex = Math.min(active, matches.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: last };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.min(Math.max(moves[event.key]!, 0), last));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = matches[activeIndex];
      if (option) onChoose(option.value);
    }
  };

  return (
    <>
      <div className="flex items-center gap-2 border-b border-gray-100 px-2.5">
        <Search size={14} aria-hidden className="shrink-0 text-gray-400" />
        <input
          type="text"
          role="combobox"
          aria-label={`Search ${label}`}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder="Search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-8 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-gray-400"
        />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto p-1">
        {matches.length === 0 && <li className="px-2.5 py-1.5 text-gray-500">{emptyText}</li>}
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            data-value={option.value}
            aria-selected={option.value === value}
            data-highlighted={index === activeIndex ? '' : undefined}
            onPointerMove={() => setActive(index)}
            onClick={() => onChoose(option.value)}
            className={`${MENU_ITEM} pr-8`}
          >
            <span className="truncate">{option.label ?? option.value}</span>
            {option.value === value && <Check size={14} aria-hidden className="absolute right-2 text-blue-600" />}
          </li>
        ))}
      </ul>
    </>
  );
}
