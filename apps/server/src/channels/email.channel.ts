import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { CHANNEL_TIMEOUT_MS, channelError } from './channel-http.ts';
import { property, required, text } from './channel-connection.ts';
import type { ChannelContext, NotificationChannel } from './notification-channel.ts';

const DEFAULT_PORT = 587;
/** The SASL mechanism for each Auth method of the form; Unknown lets the server's list decide. */
const ENCRYPTIONS = ['Auto', 'None', 'ExplicitTLS', 'ImplicitTLS'] as const;
const AUTH_METHODS = ['Unknown', 'None', 'Plain', 'CRAMMD5', 'Login'] as const;
/** The SASL mechanism each Auth method forces; Unknown lets the server's list decide, None sends no login. */
const SASL_MECHANISMS: Partial<Record<(typeof AUTH_METHODS)[number], string>> = { Plain: 'PLAIN', Login: 'LOGIN', CRAMMD5: 'CRAM-MD5' };

/** One of the form's options, matched without regard to case (connections written by hand). */
function choice<T extends string>(value: string | undefined, options: readonly T[], fallback: T, name: string): T {
  if (value === undefined) return fallback;
  const found = options.find((option) => option.toLowerCase() === value.toLowerCase());
  if (found === undefined) throw new Error(`${name} ${value} is not one of ${options.join(', ')}`);
  return found;
}

function tlsSettings(encryption: (typeof ENCRYPTIONS)[number], port: number): SMTPTransport.Options {
  switch (encryption) {
    case 'Auto':
      return { secure: port === 465 };
    case 'None':
      return { secure: false, ignoreTLS: true };
    case 'ExplicitTLS':
      return { secure: false, requireTLS: true };
    case 'ImplicitTLS':
      return { secure: true };
  }
}

/** The SMTP transport the connection describes: host and port, encryption, authentication, certificate checks. */
function transportOptions(connection: ResolvedConnection): SMTPTransport.Options {
  let host = required(connection, connection.url, 'Host');
  let port = Number(property(connection, 'port') ?? DEFAULT_PORT);
  // A host written as a URL (smtp://mail.example.com:2525) gives its host and, when it has one, its port.
  if (host.includes('://')) {
    const parsed = URL.parse(host);
    if (!parsed) throw new Error(`the Email connection's host ${host} is neither a host name nor a URL`);
    host = parsed.hostname;
    if (parsed.port !== '') port = Number(parsed.port);
  }
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`the Email connection's port ${property(connection, 'port')} is not a port number`);
  const encryption = choice(property(connection, 'encryption'), ENCRYPTIONS, 'Auto', 'encryption');
  const authMethod = choice(property(connection, 'auth'), AUTH_METHODS, 'Unknown', 'auth method');
  const username = text(connection.username);
  const mechanism = SASL_MECHANISMS[authMethod];
  return {
    host,
    port,
    ...tlsSettings(encryption, port),
    ...(authMethod === 'None' || username === undefined ? {} : { auth: { user: username, pass: connection.password ?? '', ...(mechanism ? { method: mechanism } : {}) } }),
    tls: { rejectUnauthorized: connection.insecureTls !== true },
    connectionTimeout: CHANNEL_TIMEOUT_MS,
    greetingTimeout: CHANNEL_TIMEOUT_MS,
    socketTimeout: CHANNEL_TIMEOUT_MS,
  };
}

function addresses(list: readonly string[] | string | undefined): string[] {
  const parts = typeof list === 'string' ? list.split(/[,;]/) : (list ?? []);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Runs one SMTP exchange, closing the transport when it ends, the context aborts or the time limit passes. */
async function withTransport<T>(connection: ResolvedConnection, context: ChannelContext, work: (transport: Transporter<SMTPTransport.SentMessageInfo>) => Promise<T>): Promise<T> {
  const secrets = [connection.password, connection.username];
  const transport = nodemailer.createTransport(transportOptions(connection));
  const signal = AbortSignal.any([context.signal, AbortSignal.timeout(CHANNEL_TIMEOUT_MS)]);
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new Error(context.signal.aborted ? 'the send was stopped' : `no answer within ${CHANNEL_TIMEOUT_MS / 1000} s`));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work(transport), aborted]);
  } catch (error) {
    throw channelError(error instanceof Error ? error.message : String(error), secrets);
  } finally {
    signal.removeEventListener('abort', onAbort);
    transport.close();
  }
}

/**
 * Email over the connection's SMTP server, from its From name and address, to the message's
 * recipients or else the connection's To addresses; test connects, says EHLO and logs in (verify).
 */
export const emailChannel: NotificationChannel = {
  type: 'email',
  async send(connection, message, context) {
    const fromAddress = required(connection, property(connection, 'fromAddress'), 'From address');
    const fromName = property(connection, 'fromName');
    const to = message.to && message.to.length > 0 ? addresses(message.to) : addresses(property(connection, 'toAddresses'));
    if (to.length === 0) throw new Error('no recipients: the notification names no one and the Email connection has no To addresses');
    const info = await withTransport(connection, context, (transport) =>
      transport.sendMail({ from: fromName ? { name: fromName, address: fromAddress } : fromAddress, to, subject: message.title, text: message.body }),
    );
    return { reference: info.messageId };
  },
  async test(connection, context) {
    await withTransport(connection, context, (transport) => transport.verify());
  },
};
