import { specChoice, specList, specObject, specString } from '#src/spec/spec-schema.ts';
import { definePlaybookAction } from './playbook-action.ts';
import { sendNotification } from './notification/notification-sender.ts';

export interface NotificationActionSpec {
  /** An SMTP connection (`connection://<namespace>/<name>`); the server's own relay when absent. */
  connection?: string | undefined;
  title: string;
  message: string;
  /** Addresses, as a list or separated by commas; the connection's own recipients when absent. */
  to?: string | string[] | undefined;
}

const notificationActionSchema = specObject({
  connection: specString(),
  title: specString({ required: true }),
  message: specString({ required: true }),
  to: specChoice('must be an address or a list of addresses', [
    [(value) => typeof value === 'string', specString()],
    [Array.isArray, specList(specString({ required: true }))],
  ]),
});

function recipients(to: string | string[] | undefined): string[] | undefined {
  if (to === undefined) return undefined;
  const list = (Array.isArray(to) ? to : [to]).flatMap((text) => text.split(/[,;]/)).map((text) => text.trim()).filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/** Tells people what the run did: email today, the notification channels once they land (decision 0062). */
export const notificationAction = definePlaybookAction<NotificationActionSpec>({
  type: 'notification',
  schema: notificationActionSchema,
  examples: [
    { title: 'Restarted {{ .config.name }}', message: 'The playbook {{ .playbook.name }} restarted it.', to: 'oncall@example.com' },
    'connection: connection://default/smtp\ntitle: Disk cleaned\nmessage: "{{ .params.path }} was emptied"\nto:\n  - ops@example.com\n  - lead@example.com',
  ],
  async run(spec, context) {
    const sent = await sendNotification({ title: spec.title, message: spec.message, to: recipients(spec.to) }, spec.connection, context);
    return { result: { to: sent.to, subject: sent.subject } };
  },
});
