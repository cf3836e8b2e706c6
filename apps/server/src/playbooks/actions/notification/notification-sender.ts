import { requireChannel } from '#src/channels/channel-registry.ts';
import { fillCredentialPlaceholders } from '#src/connections/credential-placeholders.ts';
import { redactUrl } from '#src/connections/probe-credentials.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { Mailer, type MailMessage } from '#src/mail/mailer.ts';
import { ActionFailedError, type ActionContext } from '../playbook-action.ts';

/** What a notification says and to whom; the channel decides how it travels. */
export interface Notification {
  title: string;
  message: string;
  /** Addresses given by the action; the channel's own recipients when absent. */
  to: string[] | undefined;
}

/** Who the notification reached, as the action's result shows it. */
export interface NotificationSent {
  to: string[];
  subject: string;
}

/** The sender of mail the action's connection does not name. */
const DEFAULT_FROM = 'vigil@localhost';

function addresses(text: string | undefined): string[] {
  return (text ?? '').split(/[,;]/).map((part) => part.trim()).filter(Boolean);
}

function propertyText(connection: ResolvedConnection, key: string): string | undefined {
  const value = connection.properties[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The relay of a connection written as an SMTP URL (`smtp://host:port/?from=..&to=..`, shoutrrr's form): its URL with credentials, sender and recipients. */
function smtpRelay(connection: ResolvedConnection, reference: string): { url: string; from: string; to: string[] } {
  let parsed: URL;
  try {
    parsed = new URL(fillCredentialPlaceholders(connection.url ?? '', connection.username, connection.password) ?? connection.url ?? '');
  } catch {
    throw new ActionFailedError(`connection ${reference} has no SMTP URL (smtp://host:port)`);
  }
  if (connection.username && !parsed.username) parsed.username = encodeURIComponent(connection.username);
  if (connection.password && !parsed.password) parsed.password = encodeURIComponent(connection.password);
  const from = parsed.searchParams.get('from') ?? propertyText(connection, 'from') ?? DEFAULT_FROM;
  const to = addresses(parsed.searchParams.get('to') ?? propertyText(connection, 'to'));
  parsed.search = '';
  return { url: parsed.toString(), from, to };
}

/** Sends and gives up when the action's signal aborts (its timeout, a cancel). */
async function sendWithin(mailer: Pick<Mailer, 'send'>, message: MailMessage, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new ActionFailedError('the notification was not sent in time'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([mailer.send(message), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

const SHOUTRRR_SMTP_URL = /^smtps?:\/\//i;

/** Through the channel of the connection's type (Slack, Teams, email, ...; decision 0068). */
async function sendThroughChannel(notification: Notification, connection: ResolvedConnection, reference: string, context: ActionContext): Promise<NotificationSent> {
  let channel: ReturnType<typeof requireChannel>;
  try {
    channel = requireChannel(connection.type);
  } catch (error) {
    throw new ActionFailedError(`connection ${reference}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await channel.send(connection, { title: notification.title, body: notification.message, to: notification.to }, { signal: context.signal });
  } catch (error) {
    throw new ActionFailedError(`the notification was not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { to: notification.to ?? addresses(propertyText(connection, 'toAddresses')), subject: notification.title };
}

/**
 * The one place a playbook notification leaves the server: through the channel of the connection
 * the action names (an SMTP URL in shoutrrr's form, `smtp://host:port/?from=..&to=..`, is mailed as
 * written), else by mail through the server's own relay (SMTP_URL) (decision 0062).
 */
export async function sendNotification(notification: Notification, connectionReference: string | undefined, context: ActionContext): Promise<NotificationSent> {
  const subject = notification.title;
  let relay: { mailer: Pick<Mailer, 'send'>; close(): void; to: string[] };
  if (connectionReference !== undefined) {
    const connection = await context.resolveConnection(connectionReference);
    if (!connection) throw new ActionFailedError(`connection ${connectionReference} was not found`);
    if (!SHOUTRRR_SMTP_URL.test(connection.url ?? '')) return sendThroughChannel(notification, connection, connectionReference, context);
    const smtp = smtpRelay(connection, connectionReference);
    const mailer = new Mailer({ smtpUrl: smtp.url, from: smtp.from, logger: context.logger });
    relay = { mailer, close: () => mailer.close(), to: smtp.to };
  } else {
    if (!context.mail?.delivers) throw new ActionFailedError('no mail relay: name an SMTP connection, or configure the server with SMTP_URL');
    relay = { mailer: context.mail, close: () => undefined, to: [] };
  }
  const to = notification.to ?? relay.to;
  if (to.length === 0) throw new ActionFailedError('to is required: the connection names no recipients');
  try {
    await sendWithin(relay.mailer, { to: to.join(', '), subject, text: notification.message }, context.signal);
  } catch (error) {
    if (error instanceof ActionFailedError) throw error;
    throw new ActionFailedError(`the mail was not sent: ${redactUrl(error instanceof Error ? error.message : String(error))}`);
  } finally {
    relay.close();
  }
  return { to, subject };
}
