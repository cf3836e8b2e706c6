import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  AGENT_SCRAPE_INTERVALS,
  EMPTY_AGENT_FORM,
  agentFormSchema,
  type AgentFormValues,
} from '../utils/agent-form-schema.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { PropertiesEditor } from './properties-editor.tsx';
import { FormField } from '../../../ui/form/form-field.tsx';
import { ToggleField } from './toggle-field.tsx';

export interface AgentFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  /** 'edit' keeps the name read-only and offers the description instead of the install options. */
  mode: 'create' | 'edit';
  defaultValues?: AgentFormValues;
  onSubmit: (values: AgentFormValues) => Promise<void> | void;
}

const FIELD =
  'flex flex-col gap-1 text-sm [&_input]:rounded-md [&_input]:border [&_input]:border-gray-300 [&_input]:px-3 [&_input]:py-2 [&_select]:rounded-md [&_select]:border [&_select]:border-gray-300 [&_select]:px-3 [&_select]:py-2 [&_textarea]:rounded-md [&_textarea]:border [&_textarea]:border-gray-300 [&_textarea]:px-3 [&_textarea]:py-2';

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
    <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField id={`${ids}-name`} label="Name" error={errors.name?.message}>
        <input
          {...register('name')}
          id={`${ids}-name`}
          readOnly={mode === 'edit'}
          aria-invalid={errors.name ? true : undefined}
          className="read-only:bg-gray-100 read-only:text-gray-600"
        />
      </FormField>

      {mode === 'edit' && (
        <div className={FIELD}>
          <label htmlFor={`${ids}-description`} className="font-medium text-gray-700">
            Description
          </label>
          <textarea {...register('description')} id={`${ids}-description`} rows={2} />
        </div>
      )}

      <PropertiesEditor control={control} register={register} errors={errors.properties} />

      {mode === 'create' && (
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-gray-700">Kubernetes</legend>
            <Controller
              control={control}
              name="kubernetes.enabled"
              render={({ field }) => (
                <ToggleField
                  id={`${ids}-kubernetes`}
                  label="Scrape the cluster's Kubernetes resources"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            {kubernetesEnabled && (
              <div className={FIELD}>
                <label htmlFor={`${ids}-interval`} className="font-medium text-gray-700">
                  Scrape interval
                </label>
                <select {...register('kubernetes.interval')} id={`${ids}-interval`}>
                  {AGENT_SCRAPE_INTERVALS.map((interval) => (
                    <option key={interval} value={interval}>
                      {interval}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium text-gray-700">Push telemetry</legend>
            <Controller
              control={control}
              name="pushTelemetry.enabled"
              render={({ field }) => (
                <ToggleField
                  id={`${ids}-telemetry`}
                  label="Push the agent's telemetry as a topology"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
              )}
            />
            {pushTelemetryEnabled && (
              <div className={FIELD}>
                <label htmlFor={`${ids}-topology`} className="font-medium text-gray-700">
                  Topology name
                </label>
                <input {...register('pushTelemetry.topologyName')} id={`${ids}-topology`} />
              </div>
            )}
          </fieldset>
        </>
      )}
    </form>
  );
}
