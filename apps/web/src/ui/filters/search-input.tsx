import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** The usual pause before a search applies (spec 000 §9: filters, catalog and incident search). */
export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchInputProps {
  /** The applied search (e.g. from the URL). */
  value: string;
  /** Called once typing pauses for `debounceMs`, and at once on clear. */
  onChange: (value: string) => void;
  /** Default 400 ms. */
  debounceMs?: number;
  placeholder?: string;
  /** Accessible name; default 'Search'. */
  label?: string;
  className?: string;
}

/** A search box that applies after a pause in typing, with a clear button. */
export function SearchInput({
  value,
  onChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  placeholder,
  label = 'Search',
  className = '',
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  // A value changed from outside (back button, a reset) replaces what is in the box.
  if (value !== appliedValue) {
    setAppliedValue(value);
    setText(value);
  }

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, value, debounceMs]);

  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    setText('');
    if (value !== '') onChange('');
    inputRef.current?.focus();
  };

  return (
    <div className={`relative flex items-center ${className}`}>
      <Search size={16} aria-hidden="true" className="pointer-events-none absolute left-2 text-gray-400" />
      <input
        ref={inputRef}
        type="text"
        role="searchbox"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded border border-gray-300 py-1.5 pr-8 pl-8 text-sm focus:border-blue-500 focus:outline-none"
      />
      {text !== '' && (
        <button
          type="button"
          aria-label="Clear search"
          title="Clear"
          onClick={clear}
          className="absolute right-1 inline-flex h-6 w-6 items-center justify-center rounded text-gray-500 hover:bg-gray-100"
        >
          <X size={14} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
