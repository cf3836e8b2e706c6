import { FUTURE_TIME_RANGE_PRESETS, type TimeRange, resolveTimeRange } from '@vigil/domain';
import { type FormEvent, useId, useState } from 'react';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { Combobox } from '#src/ui/combobox/combobox.tsx';
import { FormField } from '#src/ui/form/form-field.tsx';
import { Select } from '#src/ui/select/select.tsx';
import { FIELD_ERROR, FIELD_LABEL } from '#src/ui/styles/kit-classes.ts';
import { Switch } from '#src/ui/switch/switch.tsx';
import { TimeRangePicker } from '#src/ui/time-range-picker/time-range-picker.tsx';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { useSilenceResources } from '../api/list-silence-resources.ts';
import { type SilenceRequest, useSilenceNotification } from '../api/silence-notification.ts';
import {
  RECURSIVE_HINTS,
  SILENCE_RESOURCE_FIELDS,
  SILENCE_RESOURCE_LABELS,
  SILENCE_RESOURCE_TYPES,
  type SilenceResource,
  type SilenceResourceType,
} from '../utils/silence-resource.ts';

export const RESOURCE_REQUIRED = 'Silence: a resource is required';
export const END_IN_FUTURE = 'Silence: the duration must end in the future';
const DEFAULT_DURATION = FUTURE_TIME_RANGE_PRESETS.find((range) => range.type === 'relative' && range.range === '+1h') ?? FUTURE_TIME_RANGE_PRESETS[0]!;

const TYPE_OPTIONS = SILENCE_RESOURCE_TYPES.map((type) => ({ value: type, label: SILENCE_RESOURCE_LABELS[type] }));

export interface SilenceFormProps {
  /** The resource named in the address, chosen from the start. */
  initialResource: SilenceResource | null;
}

/** The window as instants, or why it cannot be used: it must end after now. */
function silenceWindow(range: TimeRange, now: Date): { from: string; until: string } | { error: string } {
  const resolved = resolveTimeRange(range, now);
  if (!resolved.ok) return { error: resolved.error };
  if (resolved.to.getTime() <= now.getTime()) return { error: END_IN_FUTURE };
  // A window that began in the past silences from now on.
  const from = resolved.from.getTime() < now.getTime() ? now : resolved.from;
  return { from: from.toISOString(), until: resolved.to.toISOString() };
}

/** Silences the notifications of one resource for a while (spec 001 §2.8). */
export function SilenceForm({ initialResource }: SilenceFormProps) {
  const ids = useId();
  const [type, setType] = useState<SilenceResourceType>(initialResource?.type ?? 'check');
  const [resourceId, setResourceId] = useState(initialResource?.id ?? '');
  const [duration, setDuration] = useState<TimeRange>(DEFAULT_DURATION);
  const [recursive, setRecursive] = useState(false);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ resource?: string; duration?: string }>({});
  const resources = useSilenceResources(type, resourceId);
  const silence = useSilenceNotification();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The time range picker's own From/To form sits in a portal, but its submit bubbles here in React.
    if (event.target !== event.currentTarget) return;
    const window = silenceWindow(duration, new Date());
    const next = {
      ...(resourceId === '' ? { resource: RESOURCE_REQUIRED } : {}),
      ...('error' in window ? { duration: window.error } : {}),
    };
    setErrors(next);
    if (resourceId === '' || 'error' in window) return;
    const request: SilenceRequest = {
      [SILENCE_RESOURCE_FIELDS[type]]: resourceId,
      recursive,
      from: window.from,
      until: window.until,
      description: description.trim(),
    };
    silence.mutate(request);
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-2xl flex-col gap-4" aria-label="Silence Notification">
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={`${ids}-type`} label="Resource type">
          <Select
            id={`${ids}-type`}
            value={type}
            options={TYPE_OPTIONS}
            onChange={(next) => {
              setType(next);
              setResourceId('');
            }}
            className="w-44"
          />
        </FormField>
        <FormField id={`${ids}-resource`} label="Resource" error={errors.resource} className="min-w-72 flex-1">
          <Combobox
            id={`${ids}-resource`}
            label="Resource"
            value={resourceId}
            onChange={(next) => {
              setResourceId(next);
              setErrors(({ resource: _, ...rest }) => rest);
            }}
            placeholder={resources.isPending ? 'Loading...' : `Select a ${SILENCE_RESOURCE_LABELS[type].toLowerCase()}`}
            options={(resources.data ?? []).map((resource) => ({ value: resource.id, label: resource.name }))}
          />
        </FormField>
      </div>
      {resources.error && <p className={FIELD_ERROR}>Could not load the resources: {resources.error.message}</p>}

      <div className="flex flex-col gap-1 text-sm">
        <span className={FIELD_LABEL}>Duration</span>
        <TimeRangePicker
          futureOnly
          label="Duration"
          value={duration}
          onChange={(next) => {
            setDuration(next);
            setErrors(({ duration: _, ...rest }) => rest);
          }}
          className="self-start"
        />
        {errors.duration && (
          <p role="alert" className={FIELD_ERROR}>
            {errors.duration}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1">
        <Switch label="Recursive" labelSide="start" checked={recursive} onChange={setRecursive} className="self-start" />
        <p className="text-xs text-gray-500">{RECURSIVE_HINTS[type]}</p>
      </div>

      <FormField id={`${ids}-description`} label="Description" hint="Why the notifications are silenced, for whoever looks later.">
        <textarea id={`${ids}-description`} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormField>

      {silence.error && (
        <p role="alert" className={FIELD_ERROR}>
          {errorMessage(silence.error)}
        </p>
      )}
      <div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={silence.isPending}>
          {silence.isPending ? 'Silencing...' : 'Silence'}
        </button>
      </div>
    </form>
  );
}
