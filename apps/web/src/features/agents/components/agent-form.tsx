import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { Switch } from '#src/ui/switch/switch.tsx';
import {
  AGENT_SCRAPE_INTERVALS,
  EMPTY_AGENT_FORM,
  agentFormSchema,
  type AgentFormValues,
} from '../utils/agent-form-schema.ts';
import { PropertiesEditor } from './properties-editor.tsx';

export interface AgentFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  /** 'edit' keeps the name read-only and offers the description instead of the install options. */
  mode: 'create' | 'edit';
  defaultValues?: AgentFormValues;
  onSubmit: (values: AgentFormValues) => Promise<void> | void;
}

const INTERVAL_OPTIONS = AGENT_SCRAPE_INTERVALS.map((interval) => ({ value: interval, label: interval }));
const SECTION = 'flex flex-col gap-3 border-t border-gray-100 pt-4';

export function AgentForm({ formId, mode, defaultValues = EMPTY_AGENT_FORM, onSubmit }: AgentFormProps) {
  const ids = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AgentFormValues>({ defaultValues, resolver: zodResolver(agentFormSchema) });
  const kubernetesEnabled = useWatch({ control, name: 'kubernetes.enabled' });
  const pushTelemetryEnabled = useWatch({ control, name: 'pushTelemetry.enabled' });

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      <FormField
        id={`${ids}-name`}
        label="Name"
        hint={mode === 'edit' ? 'The name of an agent cannot be changed.' : undefined}
        error={errors.name?.message}
      >
        <input {...register('name')} id={`${ids}-name`} readOnly={mode === 'edit'} className="read-only:text-gray-600" />
      </FormField>

      {mode === 'edit' && (
        <FormField id={`${ids}-description`} label="Description">
          <textarea {...register('description')} id={`${ids}-description`} rows={2} />
        </FormField>
      )}

      <PropertiesEditor control={control} register={register} errors={errors.properties} />

      {mode === 'create' && (
        <>
          <fieldset className={SECTION}>
            <legend className={`${FIELD_LABEL} float-left mb-1 w-full`}>Kubernetes</legend>
            <Controller
              control={control}
              name="kubernetes.enabled"
              render={({ field }) => (
                <Switch label="Scrape the cluster's Kubernetes resources" checked={field.value} onChange={field.onChange} />
              )}
            />
            {kubernetesEnabled && (
              <Controller
                control={control}
                name="kubernetes.interval"
                render={({ field }) => (
                  <FormField id={`${ids}-interval`} label="Scrape interval" hint="How often the agent reads the cluster.">
                    <Select id={`${ids}-interval`} value={field.value} options={INTERVAL_OPTIONS} onChange={field.onChange} className="w-40" />
                  </FormField>
                )}
              />
            )}
          </fieldset>

          <fieldset className={SECTION}>
            <legend className={`${FIELD_LABEL} float-left mb-1 w-full`}>Push telemetry</legend>
            <Controller
              control={control}
              name="pushTelemetry.enabled"
              render={({ field }) => (
                <Switch label="Push the agent's telemetry as a topology" checked={field.value} onChange={field.onChange} />
              )}
            />
            {pushTelemetryEnabled && (
              <FormField id={`${ids}-topology`} label="Topology name">
                <input {...register('pushTelemetry.topologyName')} id={`${ids}-topology`} />
              </FormField>
            )}
          </fieldset>
        </>
      )}
    </form>
  );
}
