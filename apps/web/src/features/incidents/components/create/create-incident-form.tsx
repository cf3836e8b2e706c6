import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import { useComponentOptions } from '#src/features/incidents/api/get-component-options.ts';
import { useConfigOptions } from '#src/features/incidents/api/get-config-options.ts';
import { EMPTY_INCIDENT_FORM, type IncidentFormValues, incidentFormSchema } from '#src/features/incidents/utils/incident-form-schema.ts';
import { IncidentFields } from './incident-fields.tsx';
import { IncidentSelectField } from './incident-select-field.tsx';

export interface CreateIncidentFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  onSubmit: (values: IncidentFormValues) => Promise<void> | void;
}

const EVIDENCE_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'config', label: 'Config' },
  { value: 'topology', label: 'Topology' },
] as const;

/** Title, description, type, severity, status and an optional config or component as evidence (spec 002 §2). */
export function CreateIncidentForm({ formId, onSubmit }: CreateIncidentFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<IncidentFormValues>({ defaultValues: EMPTY_INCIDENT_FORM, resolver: zodResolver(incidentFormSchema) });
  const evidenceKind = useWatch({ control, name: 'evidenceKind' });
  const configs = useConfigOptions(evidenceKind === 'config');
  const components = useComponentOptions(evidenceKind === 'topology');

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      <IncidentFields control={control} register={register} errors={errors} idPrefix={ids} autoFocus withDescription withStatus />
      <div className="flex flex-col gap-2">
        <span className={FIELD_LABEL}>Evidence</span>
        <Controller
          control={control}
          name="evidenceKind"
          render={({ field }) => (
            <ToggleGroup type="single" label="Evidence" value={field.value} options={EVIDENCE_OPTIONS} onChange={field.onChange} className="self-start" />
          )}
        />
        {evidenceKind === 'config' && (
          <IncidentSelectField
            searchable
            control={control}
            name="configId"
            id={`${ids}-config`}
            label="Config"
            placeholder="Select a config"
            options={(configs.data ?? []).map((config) => ({ value: config.id, label: config.name }))}
            error={errors.configId?.message}
          />
        )}
        {evidenceKind === 'topology' && (
          <IncidentSelectField
            searchable
            control={control}
            name="componentId"
            id={`${ids}-component`}
            label="Component"
            placeholder="Select a component"
            options={(components.data ?? []).map((component) => ({ value: component.id, label: component.name }))}
            error={errors.componentId?.message}
          />
        )}
      </div>
    </form>
  );
}
