import { isEditableInUi } from '@vigil/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { NamedSpecEditor } from '#src/ui/form/named-spec-editor.tsx';
import type { NamedSpecValue } from '#src/ui/form/named-spec-form.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { useDeleteTeam } from '../api/delete-team.ts';
import type { TeamRow } from '../api/team.types.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { TEAMS_WRITE } from '../utils/teams-access.ts';
import { NEW_TEAM_SPEC, TEAM_DOCUMENT } from '../utils/team-spec.ts';
import { TeamIconField } from './team-icon-field.tsx';

const LIST = '/settings/teams';

/** The Spec tab: name, icon and YAML with Save, or Update and Delete; read-only without write or for teams from elsewhere. */
export function TeamEditor({ team }: { team: TeamRow | null }) {
  const navigate = useNavigate();
  const canWrite = usePermission(TEAMS_WRITE, 'write');
  const [icon, setIcon] = useState(team?.icon ?? '');
  const create = useCreateTeam();
  const update = useUpdateTeam(team?.name ?? '');
  const remove = useDeleteTeam(team?.name ?? '');
  const readOnly = !canWrite || !isEditableInUi(team?.source);

  const save = ({ name, spec }: NamedSpecValue) => {
    const done = { onSuccess: () => void navigate(LIST) };
    if (team) update.mutate({ id: team.id, icon: icon.trim(), spec }, done);
    else create.mutate({ name, icon: icon.trim(), spec }, done);
  };

  const edited = () => {
    create.reset();
    update.reset();
  };

  return (
    <NamedSpecEditor
      what="team"
      document={TEAM_DOCUMENT}
      initial={{ name: team?.name ?? '', spec: team ? (team.spec ?? {}) : NEW_TEAM_SPEC }}
      stored={team}
      canWrite={canWrite}
      saving={create.isPending || update.isPending}
      failure={create.error ?? update.error ?? remove.error}
      onEdit={edited}
      onSubmit={save}
      fields={
        <TeamIconField
          value={icon}
          readOnly={readOnly}
          onChange={(next) => {
            setIcon(next);
            edited();
          }}
        />
      }
      deletion={
        team
          ? {
              title: 'Delete Team',
              question: `Delete the team ${team.name}? Its members stay; incidents and notifications that name it keep it in their history.`,
              pending: remove.isPending,
              onConfirm: (close) => remove.mutate(team.id, { onSuccess: () => void navigate(LIST), onSettled: close }),
            }
          : undefined
      }
    />
  );
}
