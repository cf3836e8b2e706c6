import { CONNECTION_TYPES } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { CHANNELS, findChannel, requireChannel, UNSUPPORTED_CHANNEL_TYPES, unsupportedChannelMessage } from '#src/channels/channel-registry.ts';

const notificationOnly = CONNECTION_TYPES.filter((definition) => definition.notificationOnly).map((definition) => definition.type);

describe('channel registry', () => {
  it('has a channel or a "not supported yet" answer for every notification-only connection type, and nothing else', () => {
    const covered = [...CHANNELS.map((channel) => channel.type), ...UNSUPPORTED_CHANNEL_TYPES];
    expect([...covered].sort()).toEqual([...notificationOnly].sort());
    expect(new Set(covered).size).toBe(covered.length);
  });

  it('sends through email, Slack, Teams, Discord, Mattermost, Telegram, ntfy, Pushover and generic webhooks', () => {
    for (const type of ['email', 'slack', 'teams', 'discord', 'mattermost', 'telegram', 'ntfy', 'pushover', 'generic_webhook']) {
      expect(findChannel(type)?.type).toBe(type);
    }
  });

  it('names the other notification types by their label as not supported yet', () => {
    expect(unsupportedChannelMessage('google_chat')).toBe('Google Chat notifications are not supported yet');
    expect(unsupportedChannelMessage('rocketchat')).toBe('Rocket.Chat notifications are not supported yet');
    expect(unsupportedChannelMessage('slack')).toBeUndefined();
    expect(findChannel('zulip_chat')).toBeUndefined();
    expect(() => requireChannel('zulip_chat')).toThrow('Zulip Chat notifications are not supported yet');
    expect(() => requireChannel('postgres')).toThrow('PostgreSQL connections cannot send notifications');
    expect(requireChannel('teams').type).toBe('teams');
  });
});
