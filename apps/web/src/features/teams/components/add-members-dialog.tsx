import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { TEXT_INPUT } from '#src/ui/styles/kit-classes.ts';
import { useAddTeamMembers } from '../api/add-team-members.ts';
import { usePeople } from '../api/list-people.ts';
import type { TeamPerson } from '../api/team.types.ts';

interface AddMembersDialogProps {
  open: boolean;
  teamId: string;
  /** People already in the team, not offered again. */
  memberIds: ReadonlySet<string>;
  onClose: () => void;
}

function matches(person: TeamPerson, search: string): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || person.name.toLowerCase().includes(text) || (person.email ?? '').toLowerCase().includes(text);
}

/** Choose any number of people (searchable by name or email) and add them to the team in one request. */
export function AddMembersDialog({ open, teamId, memberIds, onClose }: AddMembersDialogProps) {
  const people = usePeople(open);
  const add = useAddTeamMembers();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const candidates = useMemo(() => (people.data ?? []).filter((person) => !memberIds.has(person.id)), [people.data, memberIds]);
  const shown = candidates.filter((person) => matches(person, search));

  const close = () => {
    setSearch('');
    setChosen(new Set());
    add.reset();
    onClose();
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  const submit = () => {
    const picked = candidates.filter((person) => chosen.has(person.id));
    add.mutate({ teamId, people: picked }, { onSuccess: close });
  };

  let body;
  if (people.isPending) body = <LoadingState />;
  else if (people.error) body = <ErrorPanel title="Could not load people" message={people.error.message} onRetry={() => void people.refetch()} />;
  else if (candidates.length === 0) body = <p className="py-6 text-center text-sm text-gray-500">Everyone is already a member of this team.</p>;
  else
    body = (
      <div className="flex flex-col gap-3">
        <label className="relative flex items-center">
          <Search aria-hidden className="pointer-events-none absolute left-2.5 size-4 text-gray-400" />
          <input type="search" aria-label="Search people" placeholder="Search people" value={search} onChange={(event) => setSearch(event.target.value)} className={`${TEXT_INPUT} w-full pl-8`} />
        </label>
        <ul aria-label="People" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
          {shown.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-gray-50">
              <Checkbox label={person.name} checked={chosen.has(person.id)} onChange={(on) => toggle(person.id, on)} />
              {person.email && <span className="truncate text-xs text-gray-500">{person.email}</span>}
            </li>
          ))}
          {shown.length === 0 && <li className="py-4 text-center text-sm text-gray-500">No people match the search.</li>}
        </ul>
      </div>
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add Members"
      size="very-small"
      expandable={false}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={close}>
            Cancel
          </button>
          <button type="button" className={PRIMARY_BUTTON} disabled={chosen.size === 0 || add.isPending} onClick={submit}>
            {add.isPending ? 'Adding...' : chosen.size > 1 ? `Add ${chosen.size} members` : 'Add'}
          </button>
        </div>
      }
    >
      {body}
    </Modal>
  );
}
