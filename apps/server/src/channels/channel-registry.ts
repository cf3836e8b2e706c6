import { connectionType } from '@vigil/domain';
import { discordChannel } from './discord.channel.ts';
import { emailChannel } from './email.channel.ts';
import { genericWebhookChannel } from './generic-webhook.channel.ts';
import { mattermostChannel } from './mattermost.channel.ts';
import type { NotificationChannel } from './notification-channel.ts';
import { ntfyChannel } from './ntfy.channel.ts';
import { pushoverChannel } from './pushover.channel.ts';
import { slackChannel } from './slack.channel.ts';
import { teamsChannel } from './teams.channel.ts';
import { telegramChannel } from './telegram.channel.ts';

/** Every channel that sends, one per notification connection type. */
export const CHANNELS: readonly NotificationChannel[] = [
  emailChannel,
  slackChannel,
  teamsChannel,
  discordChannel,
  mattermostChannel,
  telegramChannel,
  ntfyChannel,
  pushoverChannel,
  genericWebhookChannel,
];

/** The notification-only connection types that can be saved but do not send yet (decision 0068). */
export const UNSUPPORTED_CHANNEL_TYPES: readonly string[] = ['google_chat', 'ifttt', 'matrix', 'opsgenie', 'pushbullet', 'rocketchat', 'zulip_chat'];

/** The channel of a connection type; undefined for a type that has none. */
export function findChannel(type: string): NotificationChannel | undefined {
  return CHANNELS.find((channel) => channel.type === type);
}

/** `Google Chat notifications are not supported yet` for a type listed as not supported; undefined otherwise. */
export function unsupportedChannelMessage(type: string): string | undefined {
  if (!UNSUPPORTED_CHANNEL_TYPES.includes(type)) return undefined;
  return `${connectionType(type)?.label ?? type} notifications are not supported yet`;
}

/**
 * The channel of a connection type, or an error that says why there is none: not supported yet,
 * or a type that does not receive notifications at all.
 */
export function requireChannel(type: string): NotificationChannel {
  const channel = findChannel(type);
  if (channel) return channel;
  throw new Error(unsupportedChannelMessage(type) ?? `${connectionType(type)?.label ?? type} connections cannot send notifications`);
}
