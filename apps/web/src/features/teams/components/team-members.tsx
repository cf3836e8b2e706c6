import { Plus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { useTeamMembers } from '../api/list-team-members.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { TEAMS_WRITE } from '../utils/teams-access.ts';
import { AddMembersDialog } from './add-members-dialog.tsx';

const EMPTY_TEXT = "You haven't added any team members to the team yet.";

/** The Members tab (spec 001 §2.6): who is in the team, with Add Members and Remove for who may change teams. */
export function TeamMembers({ teamId }: { teamId: string }) {
  const members = useTeamMembers(teamId);
  const remove = useRemoveTeamMember();
  const canWrite = usePermission(TEAMS_WRITE, 'write');
  const [adding, setAdding] = useState(false);
  const memberIds = useMemo(() => new Set((members.data ?? []).map((member) => member.person_id.id)), [members.data]);

  if (members.isPending) return <LoadingState />;
  if (members.error) return <ErrorPanel title="Could not load the team members" message={members.error.message} onRetry={() => void members.refetch()} />;

  const addButton = canWrite && (
    <button type="button" className={PRIMARY_BUTTON} onClick={() => setAdding(true)}>
      <Plus aria-hidden className="size-4" />
      Add Members
    </button>
  );

  return (
    <div className="flex flex-col gap-3">
      {members.data.length === 0 ? (
        <EmptyState size="compact" icon={Users} title={EMPTY_TEXT} action={addButton} />
      ) : (
        <>
          <div className="flex justify-end">{addButton}</div>
          <SimpleTable label="Team members" headers={canWrite ? ['Name', 'Email', ''] : ['Name', 'Email']} isFetching={members.isFetching}>
            <tbody className="divide-y divide-gray-100">
              {members.data.map(({ person_id: person }) => (
                <tr key={person.id}>
                  <td className="px-3 py-2 font-medium text-gray-900">{person.name}</td>
                  <td className="px-3 py-2 text-gray-600">{person.email}</td>
                  {canWrite && (
                    <td className="px-3 py-2 text-right">
                      <button
                        type="button"
                        className={SECONDARY_BUTTON}
                        aria-label={`Remove ${person.name}`}
                        disabled={remove.isPending && remove.variables.person.id === person.id}
                        onClick={() => remove.mutate({ teamId, person })}
                      >
                        Remove
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </SimpleTable>
        </>
      )}
      {canWrite && <AddMembersDialog open={adding} teamId={teamId} memberIds={memberIds} onClose={() => setAdding(false)} />}
    </div>
  );
}
