import { useState } from 'react';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import { RESPONDER_ADDED, useAddResponder, type NewResponder } from '#src/features/incidents/api/add-responder.ts';
import { useResponderChoices } from '#src/features/incidents/api/get-responder-choices.ts';
import { initialFields, missingFields, responderProperties } from './responder-form-rules.ts';
import { ResponderKindList } from './responder-kind-list.tsx';
import { TeamResponderForm } from './team-responder-form.tsx';
import { teamClient } from './team-responder-clients.ts';

type Step = 'select' | 'kind' | 'details';
type Choice = 'person' | 'team';

interface WizardState {
  step: Step;
  choice: Choice;
  personId: string;
  teamId: string;
  kind: string;
  fields: Record<string, string>;
}

const START: WizardState = { step: 'select', choice: 'person', personId: '', teamId: '', kind: '', fields: {} };
const STEP_TITLES: Record<Step, string> = { select: 'Select Responder', kind: 'Responder Type', details: 'Save Team Responder' };
const PREVIOUS: Record<Step, Step> = { select: 'select', kind: 'select', details: 'kind' };

export interface AddResponderDialogProps {
  incidentId: string;
  open: boolean;
  onClose: () => void;
}

/** The add-responder wizard (spec 002 §4): a person directly, or a team, then its kind, then the details. */
export function AddResponderDialog({ incidentId, open, onClose }: AddResponderDialogProps) {
  const [state, setState] = useState<WizardState>(START);
  const choices = useResponderChoices(open);
  const add = useAddResponder();
  const team = choices.data?.teams.find((candidate) => candidate.id === state.teamId);
  const client = team && state.kind ? teamClient(team, state.kind) : undefined;
  const update = (change: Partial<WizardState>) => setState((before) => ({ ...before, ...change }));
  const close = () => {
    setState(START);
    onClose();
  };

  const submit = (responder: NewResponder) =>
    add.mutate(responder, {
      onSuccess: () => {
        toast.success(RESPONDER_ADDED);
        close();
      },
      onError: (error) => {
        toast.error(errorMessage(error));
        setState(START);
      },
    });
  const addPerson = () => submit({ incident_id: incidentId, type: 'person', person_id: state.personId });
  const addTeam = () =>
    team && submit({ incident_id: incidentId, type: state.kind, team_id: team.id, properties: responderProperties(state.kind, state.fields) });

  const ready =
    state.step === 'select'
      ? state.choice === 'person'
        ? state.personId !== ''
        : state.teamId !== ''
      : state.step === 'kind'
        ? state.kind !== ''
        : client !== undefined && missingFields(state.kind, state.fields, client).length === 0;
  const finishes = state.step === 'details' || (state.step === 'select' && state.choice === 'person');
  const next = () => {
    if (state.step === 'select' && state.choice === 'person') addPerson();
    else if (state.step === 'select') update({ step: 'kind' });
    else if (state.step === 'kind' && team) update({ step: 'details', fields: initialFields(state.kind, team.id, teamClient(team, state.kind)) });
    else addTeam();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={`Add Responder: ${STEP_TITLES[state.step]}`}
      size="very-small"
      footer={
        <>
          {state.step !== 'select' && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => update({ step: PREVIOUS[state.step] })}>
              Back
            </button>
          )}
          <button type="button" className={PRIMARY_BUTTON} disabled={!ready || add.isPending} onClick={next}>
            {add.isPending ? 'Adding…' : finishes ? 'Add' : 'Next'}
          </button>
        </>
      }
    >
      {choices.isPending ? (
        <LoadingState />
      ) : state.step === 'select' ? (
        <div className="flex flex-col gap-3">
          <ToggleGroup
            type="single"
            label="Responder"
            value={state.choice}
            options={[
              { value: 'person', label: 'Person' },
              { value: 'team', label: 'Team' },
            ]}
            onChange={(choice) => update({ choice, personId: '', teamId: '', kind: '' })}
          />
          {state.choice === 'person' ? (
            <FormField id="responder-person" label="Person">
              <Combobox
                id="responder-person"
                label="Person"
                placeholder="Select a person"
                value={state.personId}
                options={(choices.data?.people ?? []).map((person) => ({ value: person.id, label: person.name }))}
                onChange={(personId) => update({ personId })}
              />
            </FormField>
          ) : (
            <FormField id="responder-team" label="Team">
              <Combobox
                id="responder-team"
                label="Team"
                placeholder="Select a team"
                value={state.teamId}
                options={(choices.data?.teams ?? []).map((candidate) => ({ value: candidate.id, label: candidate.name }))}
                onChange={(teamId) => update({ teamId, kind: '' })}
              />
            </FormField>
          )}
        </div>
      ) : state.step === 'kind' && team ? (
        <ResponderKindList team={team} value={state.kind} onChange={(kind) => update({ kind })} />
      ) : team && client ? (
        <TeamResponderForm team={team} kind={state.kind} client={client} fields={state.fields} onChange={(fields) => update({ fields })} />
      ) : null}
    </Modal>
  );
}
