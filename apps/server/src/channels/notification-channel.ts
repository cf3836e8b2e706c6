import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';

/** One message to deliver: what notifications and the playbook `notification` action send. */
export interface ChannelMessage {
  title: string;
  /** Plain text or Markdown; channels that render Markdown (Slack, Mattermost, Discord, Teams) do. */
  body: string;
  /** Addresses for email (a person's or a team's members'); chat channels ignore it. */
  to?: readonly string[] | undefined;
  /** Extra fields a channel understands (e.g. ntfy `priority`, Slack `blocks`), from the notification's properties. */
  properties?: Readonly<Record<string, unknown>> | undefined;
}

export interface ChannelContext {
  /** Stops the request (time limit, server stopping). */
  signal: AbortSignal;
}

/** What a channel reports after the service accepted the message. */
export interface ChannelDelivery {
  /** The service's id of the message when it returns one (Slack ts, Telegram message_id, ...). */
  reference?: string | undefined;
}

/**
 * A notification channel: one connection type that can receive messages (email, Slack, Teams,
 * ...). One file per channel, registered in `channel-registry.ts`. `send` throws an Error whose
 * message is the service's own explanation (its error body), which send history records.
 * `test` proves the connection works without bothering anyone where the service allows it
 * (e.g. Slack `auth.test`), else sends a short test message.
 */
export interface NotificationChannel {
  /** The connection type (`slack`, `email`, ...), as in CONNECTION_TYPES of @vigil/domain. */
  readonly type: string;
  send(connection: ResolvedConnection, message: ChannelMessage, context: ChannelContext): Promise<ChannelDelivery>;
  test(connection: ResolvedConnection, context: ChannelContext): Promise<void>;
}
