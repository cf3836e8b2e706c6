import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { MultiSelectDropdown } from '#src/ui/filters/multi-select-dropdown.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { FIELD_ERROR, FIELD_HINT, FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import { useConnections, usePeople, useTeams } from '../api/list-recipients.ts';
import type { NotificationFormValues } from '../utils/notification-form-schema.ts';
import { RECIPIENT_TYPES, RECIPIENT_TYPE_LABELS, type RecipientType, connectionReference } from '../utils/notification-options.ts';

export interface RecipientFieldsProps {
  idPrefix: string;
  control: Control<NotificationFormValues>;
  setValue: UseFormSetValue<NotificationFormValues>;
  errors: FieldErrors<NotificationFormValues>;
}

const TYPE_OPTIONS = RECIPIENT_TYPES.map((type) => ({ value: type, label: RECIPIENT_TYPE_LABELS[type] }));

/** Person, Team or Others (connections); choosing one type clears the other two (spec 001 §4). */
export function RecipientFields({ idPrefix, control, setValue, errors }: RecipientFieldsProps) {
  const type = useWatch({ control, name: 'recipientType' });
  const people = usePeople(type === 'person');
  const teams = useTeams(type === 'team');
  const connections = useConnections(type === 'others');

  const chooseType = (next: RecipientType) => {
    setValue('recipientType', next);
    setValue('person_id', '', { shouldValidate: false });
    setValue('team_id', '', { shouldValidate: false });
    setValue('custom_services', [], { shouldValidate: false });
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={`${FIELD_LABEL} mb-1`}>Recipient</legend>
      <ToggleGroup type="single" label="Recipient type" value={type} options={TYPE_OPTIONS} onChange={chooseType} className="self-start" />
      {type === 'person' && (
        <Controller
          control={control}
          name="person_id"
          render={({ field }) => (
            <FormField id={`${idPrefix}-person`} label="Person" error={errors.person_id?.message}>
              <Combobox
                id={`${idPrefix}-person`}
                label="Person"
                value={field.value}
                onChange={field.onChange}
                placeholder={people.isPending ? 'Loading people...' : 'Select a person'}
                options={(people.data ?? []).map((person) => ({ value: person.id, label: person.name }))}
              />
            </FormField>
          )}
        />
      )}
      {type === 'team' && (
        <Controller
          control={control}
          name="team_id"
          render={({ field }) => (
            <FormField id={`${idPrefix}-team`} label="Team" error={errors.team_id?.message}>
              <Combobox
                id={`${idPrefix}-team`}
                label="Team"
                value={field.value}
                onChange={field.onChange}
                placeholder={teams.isPending ? 'Loading teams...' : 'Select a team'}
                options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
              />
            </FormField>
          )}
        />
      )}
      {type === 'others' && (
        <Controller
          control={control}
          name="custom_services"
          render={({ field }) => {
            const choices = (connections.data ?? []).map((connection) => ({
              value: connectionReference(connection),
              label: `${connection.namespace || 'default'}/${connection.name} (${connection.type})`,
              name: connection.name,
            }));
            return (
              <div className="flex flex-col gap-1 text-sm">
                <MultiSelectDropdown
                  label="Connections"
                  placeholder={connections.isPending ? 'Loading...' : 'None'}
                  options={choices}
                  value={field.value.map((service) => service.connection)}
                  onChange={(refs) =>
                    field.onChange(
                      refs.map((ref) => ({
                        connection: ref,
                        name: choices.find((choice) => choice.value === ref)?.name ?? field.value.find((s) => s.connection === ref)?.name ?? ref,
                      })),
                    )
                  }
                  className="self-start"
                />
                {connections.error && <p className={FIELD_ERROR}>Could not load connections: {connections.error.message}</p>}
                {connections.data?.length === 0 && (
                  <p className={FIELD_HINT}>
                    No notification connections yet (Slack, email, a webhook, ...): add one under{' '}
                    <Link to="/settings/connections" className="underline">
                      Connections
                    </Link>
                    .
                  </p>
                )}
                {errors.custom_services?.message && (
                  <p role="alert" className={FIELD_ERROR}>
                    {errors.custom_services.message}
                  </p>
                )}
              </div>
            );
          }}
        />
      )}
    </fieldset>
  );
}
