import type { ConnectionTypeDefinition } from '@vigil/domain';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '#src/ui/filters/search-input.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';
import { pickableConnectionTypes } from '../utils/connection-type-groups.ts';

export interface ConnectionTypePickerProps {
  onPick: (definition: ConnectionTypeDefinition) => void;
}

const TYPE_BUTTON = `flex h-14 items-center gap-3 rounded-md border border-gray-200 bg-white px-3 text-left text-sm font-medium text-gray-800 hover:border-blue-400 hover:bg-blue-50/40 ${FOCUS_RING}`;

/** The first step of adding a connection: every offered type, grouped, searchable by name. */
export function ConnectionTypePicker({ onPick }: ConnectionTypePickerProps) {
  const [search, setSearch] = useState('');
  const groups = pickableConnectionTypes(search);
  return (
    <div className="flex flex-col gap-4">
      <SearchInput value={search} onChange={setSearch} label="Search connection types" placeholder="Search connection types" className="w-full" />
      {groups.length === 0 && <EmptyState size="compact" icon={SearchX} title="No connection types match" description="Try another name." />}
      {groups.map((group) => (
        <section key={group.group} aria-labelledby={`connection-group-${group.group}`} className="flex flex-col gap-2">
          <h3 id={`connection-group-${group.group}`} className="text-xs font-semibold tracking-wide text-gray-500 uppercase">
            {group.label}
          </h3>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {group.types.map((definition) => (
              <li key={definition.type}>
                <button type="button" className={`w-full ${TYPE_BUTTON}`} onClick={() => onPick(definition)}>
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-gray-50">
                    <Icon name={definition.type} size={20} />
                  </span>
                  <span className="truncate">{definition.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
