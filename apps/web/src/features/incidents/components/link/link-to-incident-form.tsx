import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import { type IncidentChoice, useIncidentChoices } from '#src/features/incidents/api/get-incident-choices.ts';
import { type HypothesisChoice, useHypotheses } from '#src/features/incidents/api/get-hypotheses.ts';
import type { LinkTarget } from '#src/features/incidents/api/link-to-incident.ts';
import { EMPTY_LINK_FORM, type LinkToIncidentValues, linkToIncidentSchema } from '#src/features/incidents/utils/link-to-incident-schema.ts';
import { IncidentFields } from '../create/incident-fields.tsx';
import { IncidentSelectField } from '../create/incident-select-field.tsx';

export interface LinkToIncidentFormProps {
  formId: string;
  onSubmit: (target: LinkTarget) => Promise<void> | void;
}

const INCIDENT_MODES = [
  { value: 'existing', label: 'Existing incident' },
  { value: 'new', label: 'New incident' },
] as const;
const HYPOTHESIS_MODES = [
  { value: 'existing', label: 'Existing hypothesis' },
  { value: 'new', label: 'New hypothesis' },
] as const;

function targetOf(values: LinkToIncidentValues, incidents: readonly IncidentChoice[], hypotheses: readonly HypothesisChoice[]): LinkTarget {
  if (values.incidentMode === 'new') {
    return {
      kind: 'new-incident',
      incident: { title: values.title.trim(), type: values.type, severity: values.severity, status: 'open' },
      hypothesisTitle: values.hypothesisTitle,
    };
  }
  const displayId = incidents.find((incident) => incident.id === values.incidentId)?.incident_id ?? '';
  if (values.hypothesisMode === 'existing') return { kind: 'hypothesis', incidentId: values.incidentId, displayId, hypothesisId: values.hypothesisId };
  const rootId = hypotheses.find((hypothesis) => hypothesis.type === 'root')?.id;
  return { kind: 'new-hypothesis', incidentId: values.incidentId, displayId, rootId, title: values.hypothesisTitle };
}

/** Pick an incident or make one, and a hypothesis of it (spec 000 §2.11, rules of §5). */
export function LinkToIncidentForm({ formId, onSubmit }: LinkToIncidentFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LinkToIncidentValues>({ defaultValues: EMPTY_LINK_FORM, resolver: zodResolver(linkToIncidentSchema) });
  const [incidentMode, incidentId, hypothesisMode] = useWatch({ control, name: ['incidentMode', 'incidentId', 'hypothesisMode'] });
  const incidents = useIncidentChoices(incidentMode === 'existing');
  const hypotheses = useHypotheses(incidentMode === 'existing' ? incidentId : '');
  const submit = (values: LinkToIncidentValues) => onSubmit(targetOf(values, incidents.data ?? [], hypotheses.data ?? []));

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
      <Controller
        control={control}
        name="incidentMode"
        render={({ field }) => (
          <ToggleGroup type="single" label="Incident" value={field.value} options={INCIDENT_MODES} onChange={field.onChange} className="self-start" />
        )}
      />
      {incidentMode === 'existing' ? (
        <Controller
          control={control}
          name="incidentId"
          render={({ field }) => (
            <FormField id={`${ids}-incident`} label="Incident" error={errors.incidentId?.message}>
              <Combobox
                id={`${ids}-incident`}
                label="Incident"
                placeholder="Select an incident"
                value={field.value}
                options={(incidents.data ?? []).map((incident) => ({ value: incident.id, label: `${incident.incident_id} ${incident.title}` }))}
                className="w-full"
                onChange={(id) => {
                  field.onChange(id);
                  setValue('hypothesisId', '');
                }}
              />
            </FormField>
          )}
        />
      ) : (
        <IncidentFields control={control} register={register} errors={errors} idPrefix={ids} titleLabel="Incident title" />
      )}

      {incidentMode === 'existing' && (
        <Controller
          control={control}
          name="hypothesisMode"
          render={({ field }) => (
            <ToggleGroup type="single" label="Hypothesis" value={field.value} options={HYPOTHESIS_MODES} onChange={field.onChange} className="self-start" />
          )}
        />
      )}
      {incidentMode === 'existing' && hypothesisMode === 'existing' ? (
        <IncidentSelectField
          searchable
          control={control}
          name="hypothesisId"
          id={`${ids}-hypothesis`}
          label="Hypothesis"
          placeholder={incidentId ? 'Select a hypothesis' : 'Select an incident first'}
          disabled={incidentId === ''}
          options={(hypotheses.data ?? []).map((hypothesis) => ({ value: hypothesis.id, label: `${hypothesis.title || '(no title)'} (${hypothesis.type})` }))}
          error={errors.hypothesisId?.message}
        />
      ) : (
        <FormField
          id={`${ids}-hypothesis-title`}
          label="Hypothesis title"
          hint={incidentMode === 'new' ? "Optional: without one, the root hypothesis takes the incident's title." : undefined}
          error={errors.hypothesisTitle?.message}
        >
          <input {...register('hypothesisTitle')} id={`${ids}-hypothesis-title`} />
        </FormField>
      )}
    </form>
  );
}
