import { INCIDENT_SEVERITIES, INCIDENT_STATUSES, INCIDENT_TYPES } from '@vigil/domain';
import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '#src/ui/form/form-field.tsx';
import { IncidentSelectField } from './incident-select-field.tsx';

type IncidentFieldName = 'title' | 'description' | 'type' | 'severity' | 'status';
/** What a form with these fields holds; description and status only when it asks for them. */
type IncidentFieldValues = FieldValues & { title: string; type: string; severity: string; description?: string; status?: string };

export interface IncidentFieldsProps<Values extends IncidentFieldValues> {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  /** Makes the fields' ids unique on the page (useId of the form). */
  idPrefix: string;
  /** Default 'Title'. */
  titleLabel?: string;
  autoFocus?: boolean;
  /** The form also asks for a description (free text) and the status. */
  withDescription?: boolean;
  withStatus?: boolean;
}

const valuesOf = (values: readonly string[]) => values.map((value) => ({ value }));

/**
 * The fields of a new incident: title, then type and severity (and status) side by side; shared by
 * Create New Incident and the new incident of Link to Incident. The form's values carry these names.
 */
export function IncidentFields<Values extends IncidentFieldValues>({
  control,
  register,
  errors,
  idPrefix,
  titleLabel = 'Title',
  autoFocus = false,
  withDescription = false,
  withStatus = false,
}: IncidentFieldsProps<Values>) {
  const name = (field: IncidentFieldName) => field as Path<Values>;
  const errorOf = (field: IncidentFieldName) => (errors as Partial<Record<IncidentFieldName, { message?: string }>>)[field]?.message;
  const select = (field: 'type' | 'severity' | 'status', label: string, values: readonly string[]) => (
    <IncidentSelectField control={control} name={name(field)} id={`${idPrefix}-${field}`} label={label} options={valuesOf(values)} error={errorOf(field)} />
  );
  return (
    <>
      <FormField id={`${idPrefix}-title`} label={titleLabel} error={errorOf('title')}>
        <input {...register(name('title'))} id={`${idPrefix}-title`} autoFocus={autoFocus} />
      </FormField>
      {withDescription && (
        <FormField id={`${idPrefix}-description`} label="Description">
          <textarea {...register(name('description'))} id={`${idPrefix}-description`} rows={3} />
        </FormField>
      )}
      <div className={`grid grid-cols-1 gap-4 ${withStatus ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {select('type', 'Type', INCIDENT_TYPES)}
        {select('severity', 'Severity', INCIDENT_SEVERITIES)}
        {withStatus && select('status', 'Status', INCIDENT_STATUSES)}
      </div>
    </>
  );
}
