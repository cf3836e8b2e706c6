import { REPEAT_INTERVALS } from '@vigil/domain';
import { z } from 'zod';
import type { CustomService, NotificationRow, NotificationWrite } from '../api/notification.types.ts';
import { RECIPIENT_TYPES, TEMPLATE_TYPES, type RecipientType } from './notification-options.ts';

const REQUIRED = 'This field is required';

const customService = z.object({ connection: z.string(), name: z.string() });

export const notificationFormSchema = z
  .object({
    title: z.string(),
    events: z.array(z.string()).min(1, REQUIRED),
    filter: z.string(),
    recipientType: z.enum(RECIPIENT_TYPES),
    person_id: z.string(),
    team_id: z.string(),
    custom_services: z.array(customService),
    templateType: z.enum(TEMPLATE_TYPES),
    template: z.string(),
    repeat_interval: z.union([z.literal(''), z.enum(REPEAT_INTERVALS)]),
  })
  .superRefine((values, ctx) => {
    // A notification without anyone to tell would never send.
    if (values.recipientType === 'person' && values.person_id === '') ctx.addIssue({ code: 'custom', path: ['person_id'], message: REQUIRED });
    if (values.recipientType === 'team' && values.team_id === '') ctx.addIssue({ code: 'custom', path: ['team_id'], message: REQUIRED });
    if (values.recipientType === 'others' && values.custom_services.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['custom_services'], message: REQUIRED });
    }
    if (values.templateType === 'custom' && values.template.trim() === '') ctx.addIssue({ code: 'custom', path: ['template'], message: REQUIRED });
  });

export type NotificationFormValues = z.infer<typeof notificationFormSchema>;

export const EMPTY_NOTIFICATION_FORM: NotificationFormValues = {
  title: '',
  events: [],
  filter: '',
  recipientType: 'person',
  person_id: '',
  team_id: '',
  custom_services: [],
  templateType: 'default',
  template: '',
  repeat_interval: '',
};

function recipientTypeOf(row: NotificationRow): RecipientType {
  if (row.person_id) return 'person';
  if (row.team_id) return 'team';
  if (row.custom_services && row.custom_services.length > 0) return 'others';
  return 'person';
}

export function notificationFormValues(row: NotificationRow): NotificationFormValues {
  const interval = (REPEAT_INTERVALS as readonly string[]).includes(row.repeat_interval ?? '') ? row.repeat_interval : '';
  return {
    title: row.title ?? '',
    events: row.events ?? [],
    filter: row.filter ?? '',
    recipientType: recipientTypeOf(row),
    person_id: row.person_id ?? '',
    team_id: row.team_id ?? '',
    // A service written by hand may leave out its name: the reference names it.
    custom_services: (row.custom_services ?? []).map((service) => ({ connection: service.connection, name: service.name ?? service.connection })),
    templateType: row.template ? 'custom' : 'default',
    template: row.template ?? '',
    repeat_interval: interval as NotificationFormValues['repeat_interval'],
  };
}

/** The row as written: only the chosen recipient is kept, the others are null (spec 001 §7). */
export function notificationWrite(values: NotificationFormValues): NotificationWrite {
  const services: CustomService[] = values.custom_services;
  return {
    title: values.title.trim(),
    events: values.events,
    filter: values.filter.trim() === '' ? null : values.filter.trim(),
    person_id: values.recipientType === 'person' && values.person_id ? values.person_id : null,
    team_id: values.recipientType === 'team' && values.team_id ? values.team_id : null,
    custom_services: values.recipientType === 'others' && services.length > 0 ? services : null,
    template: values.templateType === 'custom' && values.template.trim() !== '' ? values.template : null,
    repeat_interval: values.repeat_interval === '' ? null : values.repeat_interval,
  };
}
