import { Mailer } from '#src/mail/mailer.ts';
import { specObject, specString } from '#src/spec/spec-schema.ts';
import { resolveEndpoint } from './client-endpoint.ts';
import { defineResponderClient, requiredField, responderClientBaseShape } from './responder-client-type.ts';

const emailClientSchema = specObject({
  ...responderClientBaseShape,
  /** A stored connection whose URL is the relay (`smtp://` or `smtps://`), with its username and password. */
  connection: specString(),
  /** The relay's `smtp://` or `smtps://` URL; without it and a connection, the server's SMTP_URL. */
  url: specString(),
  /** The sender; by default the server's SMTP_FROM. */
  from: specString(),
});

/** The relay's URL with the connection's credentials in it, as the mailer takes them. */
function relayUrl(url: string, username: string | undefined, password: string | undefined): string {
  const relay = new URL(url);
  if (relay.protocol !== 'smtp:' && relay.protocol !== 'smtps:') throw new Error(`the mail relay ${relay.host} is not an smtp:// or smtps:// URL`);
  if (username && !relay.username) relay.username = username;
  if (password && !relay.password) relay.password = password;
  return relay.toString();
}

/** Sends the responder's mail (to, subject, body) through the team's relay or the server's. */
export const emailResponderClient = defineResponderClient({
  type: 'email',
  schema: emailClientSchema,
  examples: [
    'values:\n  to: oncall@example.com\ndefaults:\n  subject: "{{ .incident.incident_id }}: {{ .incident.title }}"\n  body: "{{ .incident.description }}"\n',
    { connection: 'connection://default/mail-relay', from: 'incidents@example.com' },
  ],
  async run(spec, { fields, resolveConnection, smtp }) {
    const to = requiredField(fields, 'to');
    const subject = requiredField(fields, 'subject');
    const endpoint = await resolveEndpoint({ connection: spec.connection, url: spec.url }, resolveConnection);
    const url = endpoint.url ? relayUrl(endpoint.url, endpoint.username, endpoint.password) : smtp.url;
    // Without any relay the mail is written to the server log, like every mail of the server.
    const mailer = new Mailer({ smtpUrl: url, from: spec.from ?? smtp.from, logger: { info: smtp.log ?? (() => undefined) } });
    try {
      await mailer.send({ to, subject, text: fields.body ?? '' });
    } catch (error) {
      throw new Error(`the mail to ${to} could not be sent: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    } finally {
      mailer.close();
    }
    return { externalId: to };
  },
});
