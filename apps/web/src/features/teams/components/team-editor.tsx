import { isEditableInUi } from '@vigil/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyNamedSpecForm } from '#src/ui/form/lazy-named-spec-form.tsx';
import { ManagedElsewhereNotice } from '#src/ui/form/managed-elsewhere-notice.tsx';
import type { NamedSpecValue } from '#src/ui/form/named-spec-form.tsx';
import { SpecEditorFooter } from '#src/ui/form/spec-editor-footer.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { useDeleteTeam } from '../api/delete-team.ts';
import type { TeamRow } from '../api/team.types.ts';
import { useUpdateTeam } from '../api/update-team.ts';
import { TEAMS_WRITE } from '../utils/teams-access.ts';
import { NEW_TEAM_SPEC, TEAM_DOCUMENT, teamSpecRefusal } from '../utils/team-spec.ts';
import { TeamIconField } from './team-icon-field.tsx';

const LIST = '/settings/teams';

/** The Spec tab: name, icon and YAML with Save, or Update and Delete; read-only without write or for teams from elsewhere. */
export function TeamEditor({ team }: { team: TeamRow | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const canWrite = usePermission(TEAMS_WRITE, 'write');
  const [specValid, setSpecValid] = useState(true);
  const [icon, setIcon] = useState(team?.icon ?? '');
  const create = useCreateTeam();
  const update = useUpdateTeam(team?.name ?? '');
  const remove = useDeleteTeam(team?.name ?? '');
  const readOnly = !canWrite || !isEditableInUi(team?.source);
  const failure = create.error ?? update.error ?? remove.error;
  const specFailure = failure ? teamSpecRefusal(failure.message) : undefined;

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
    <div className="flex flex-col gap-4">
      {team && !isEditableInUi(team.source) && <ManagedElsewhereNotice what="team" source={team.source ?? ''} />}
      <TeamIconField
        value={icon}
        readOnly={readOnly}
        onChange={(next) => {
          setIcon(next);
          edited();
        }}
      />
      <LazyNamedSpecForm
        formId={formId}
        document={TEAM_DOCUMENT}
        initial={{ name: team?.name ?? '', spec: team ? (team.spec ?? {}) : NEW_TEAM_SPEC }}
        nameFixed={team !== null}
        readOnly={readOnly}
        serverError={specFailure}
        onValidityChange={setSpecValid}
        onEdit={edited}
        onSubmit={save}
      />
      <SpecEditorFooter
        failure={specFailure ? undefined : failure?.message}
        formId={formId}
        readOnly={readOnly}
        submitDisabled={create.isPending || update.isPending || !specValid}
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
    </div>
  );
}
