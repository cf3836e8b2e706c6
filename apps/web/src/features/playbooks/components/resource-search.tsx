import { Search, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Icon } from '#src/ui/icon/icon.tsx';
import { MENU_ITEM, TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import type { PlaybookResource } from '../api/playbook.types.ts';
import { RESOURCE_SEARCH_LIMIT, useResourceSearch } from '../api/search-resources.ts';

export interface ChosenResource {
  id: string;
  name: string;
}

export interface ResourceSearchProps {
  type: PlaybookResource['type'];
  /** Names the search box ("Search {label}") and the list. */
  label: string;
  value: ChosenResource | null;
  onChange: (value: ChosenResource | null) => void;
  invalid?: boolean;
}

/** A search among config items, checks or components by name, showing at most 50 matches from the server. */
export function ResourceSearch({ type, label, value, onChange, invalid = false }: ResourceSearchProps) {
  const listId = useId();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const matches = useResourceSearch(type, deferred, value === null);

  if (value) {
    return (
      <div className="flex h-8 min-w-0 items-center gap-2 rounded-md border border-gray-300 bg-gray-50 px-2.5 text-sm">
        <span className="min-w-0 flex-1 truncate" aria-label={`Chosen ${label}`}>
          {value.name}
        </span>
        <button type="button" aria-label={`Change ${label}`} className="text-gray-500 hover:text-gray-800" onClick={() => onChange(null)}>
          <X aria-hidden className="size-4" />
        </button>
      </div>
    );
  }

  const rows = matches.data ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="relative">
        <Search aria-hidden className="absolute top-2 left-2.5 size-4 text-gray-400" />
        <input
          type="search"
          aria-label={`Search ${label}`}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          placeholder="Search by name"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${TEXT_INPUT} w-full !pl-8`}
        />
      </div>
      <ul id={listId} role="listbox" aria-label={label} aria-busy={matches.isFetching} className="max-h-48 overflow-y-auto rounded-md border border-gray-200 p-1 text-sm">
        {matches.error && <li className="px-2.5 py-1.5 text-red-700">{matches.error.message}</li>}
        {!matches.error && matches.isPending && <li className="px-2.5 py-1.5 text-gray-500">Searching...</li>}
        {!matches.error && !matches.isPending && rows.length === 0 && <li className="px-2.5 py-1.5 text-gray-500">No matches</li>}
        {rows.map((row) => (
          <li
            key={row.id}
            role="option"
            aria-selected={false}
            tabIndex={0}
            onClick={() => onChange({ id: row.id, name: row.name ?? row.id })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onChange({ id: row.id, name: row.name ?? row.id });
              }
            }}
            className={`${MENU_ITEM} gap-2 hover:bg-gray-100 focus:bg-gray-100`}
          >
            <Icon name={row.type} size={14} />
            <span className="min-w-0 flex-1 truncate">{row.name ?? row.id}</span>
            {row.type && <span className="shrink-0 text-xs text-gray-500">{row.type}</span>}
          </li>
        ))}
      </ul>
      {rows.length >= RESOURCE_SEARCH_LIMIT && <p className="text-xs text-gray-500">The first {RESOURCE_SEARCH_LIMIT} matches; type to narrow them.</p>}
    </div>
  );
}
