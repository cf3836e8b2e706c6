import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamsChannel } from '#src/channels/teams.channel.ts';
import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { channelContext, FakeService } from './support/fake-service.ts';

const HOOK_PATH = '/webhookb2/0f1e-secret@a1b2/IncomingWebhook/c3d4/e5f6';

/** A Teams incoming webhook: "1" on success, a 400 with a text reason for a card it cannot read. */
const teams = new FakeService((request) => {
  if (request.path === '/webhookb2/throttled') return { status: 200, body: 'Webhook message delivery failed with error: Microsoft Teams endpoint returned HTTP error 429' };
  if (request.path !== HOOK_PATH) return { status: 404, body: 'Webhook Bad Request - Null or empty event' };
  const card = (request.body as { attachments?: { content?: { body?: unknown[] } }[] }).attachments?.[0]?.content;
  if (!card?.body?.length) return { status: 400, body: 'Summary or Text is required.' };
  return { status: 200, body: '1' };
});

function connection(password: string | undefined): ResolvedConnection {
  return { type: 'teams', password, properties: {} };
}

describe('teams channel', () => {
  beforeAll(() => teams.start());
  afterAll(() => teams.stop());
  beforeEach(() => void teams.requests.splice(0));

  it('posts an Adaptive Card with the title and message to the webhook', async () => {
    await teamsChannel.send(connection(`${teams.url}${HOOK_PATH}`), { title: 'Check failed', body: 'api-health is unhealthy' }, channelContext());
    const request = teams.only();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    const attachment = (request.body as { type: string; attachments: { contentType: string; content: { body: { text: string }[] } }[] });
    expect(attachment.type).toBe('message');
    expect(attachment.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(attachment.attachments[0]!.content.body.map((block) => block.text)).toEqual(['Check failed', 'api-health is unhealthy']);
  });

  it("throws Teams' reason, without the webhook URL", async () => {
    const wrongHook = teamsChannel.send(connection(`${teams.url}/webhookb2/unknown-secret`), { title: 'Check failed', body: 'down' }, channelContext());
    await expect(wrongHook).rejects.toThrow('HTTP 404: Webhook Bad Request - Null or empty event');
    await expect(wrongHook).rejects.not.toThrow('unknown-secret');
    await expect(teamsChannel.send(connection(`${teams.url}/webhookb2/throttled`), { title: 't', body: 'b' }, channelContext())).rejects.toThrow('Microsoft Teams endpoint returned HTTP error 429');
  });

  it('tests the webhook with a short test message', async () => {
    await teamsChannel.test(connection(`${teams.url}${HOOK_PATH}`), channelContext());
    expect(JSON.stringify(teams.only().body)).toContain('Vigil test message');
    await expect(teamsChannel.test(connection(undefined), channelContext())).rejects.toThrow('the Microsoft Teams connection has no Webhook URL');
  });
});
