import { NOTIFICATION_EVENTS, REPEAT_INTERVALS } from '@vigil/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CodeEditor } from '#src/ui/code-editor/code-editor.tsx';
import { MultiSelectDropdown } from '#src/ui/filters/multi-select-dropdown.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_ERROR, FIELD_HINT, FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';
import {
  EMPTY_NOTIFICATION_FORM,
  type NotificationFormValues,
  notificationFormSchema,
} from '../utils/notification-form-schema.ts';
import { TEMPLATE_TYPES, TEMPLATE_TYPE_LABELS, type TemplateType } from '../utils/notification-options.ts';
import { RecipientFields } from './recipient-fields.tsx';

export interface NotificationFormProps {
  /** Lets the dialog's footer button submit this form. */
  formId: string;
  defaultValues?: NotificationFormValues;
  /** Shown but not editable (a notification managed elsewhere). */
  readOnly?: boolean;
  onSubmit: (values: NotificationFormValues) => Promise<void> | void;
}

const EVENT_OPTIONS = NOTIFICATION_EVENTS.map((event) => ({ value: event }));
const INTERVAL_OPTIONS = [{ value: '', label: 'None' }, ...REPEAT_INTERVALS.map((interval) => ({ value: interval, label: interval }))];
const TEMPLATE_OPTIONS = TEMPLATE_TYPES.map((type) => ({ value: type, label: TEMPLATE_TYPE_LABELS[type] }));
// The kit's editor is sized for whole specs; a filter or a message template is a few lines.
const SHORT_EDITOR = '[&_.cm-editor]:!h-28';

export function NotificationForm({ formId, defaultValues = EMPTY_NOTIFICATION_FORM, readOnly = false, onSubmit }: NotificationFormProps) {
  const ids = useId();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors },
  } = useForm<NotificationFormValues>({ defaultValues, resolver: zodResolver(notificationFormSchema), mode: 'onTouched' });
  const templateType = useWatch({ control, name: 'templateType' });

  const chooseTemplateType = (next: TemplateType) => {
    setValue('templateType', next);
    // Default means the server's message for the event: a custom text left behind would be sent anyway.
    if (next === 'default') setValue('template', '');
  };

  return (
    <form id={formId} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <FormField id={`${ids}-title`} label="Title" hint="Shown in the list and used as the message's subject.">
          <input {...register('title')} id={`${ids}-title`} />
        </FormField>

        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <div className="flex flex-col gap-1 text-sm">
              <MultiSelectDropdown label="Events" placeholder="Select events" options={EVENT_OPTIONS} value={field.value} onChange={field.onChange} className="self-start" />
              {errors.events?.message && (
                <p role="alert" className={FIELD_ERROR}>
                  {errors.events.message}
                </p>
              )}
            </div>
          )}
        />

        <RecipientFields idPrefix={ids} control={control} setValue={setValue} errors={errors} />

        <Controller
          control={control}
          name="filter"
          render={({ field }) => (
            <div className={`flex flex-col gap-1 ${SHORT_EDITOR}`}>
              <CodeEditor label="Filter" value={field.value} onChange={field.onChange} readOnly={readOnly} />
              <p className={FIELD_HINT}>A CEL expression over the event's resource, e.g. check.type == 'http'. Empty sends on every event.</p>
            </div>
          )}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className={`${FIELD_LABEL} mb-1`}>Template</legend>
          <ToggleGroup type="single" label="Template type" value={templateType} options={TEMPLATE_OPTIONS} onChange={chooseTemplateType} className="self-start" />
          {templateType === 'custom' && (
            <Controller
              control={control}
              name="template"
              render={({ field }) => (
                <div className={`flex flex-col gap-1 ${SHORT_EDITOR}`}>
                  <CodeEditor label="Custom template" value={field.value} onChange={field.onChange} readOnly={readOnly} error={errors.template?.message} />
                  <p className={FIELD_HINT}>A Go template of the message, e.g. {'{{.check.name}} failed'}.</p>
                </div>
              )}
            />
          )}
        </fieldset>

        <Controller
          control={control}
          name="repeat_interval"
          render={({ field }) => (
            <FormField id={`${ids}-repeat`} label="Repeat interval" hint="Not sent again for the same resource and event within this time.">
              <Select id={`${ids}-repeat`} value={field.value} options={INTERVAL_OPTIONS} onChange={field.onChange} className="w-40" />
            </FormField>
          )}
        />
      </fieldset>
    </form>
  );
}
