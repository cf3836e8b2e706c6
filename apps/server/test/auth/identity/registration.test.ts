import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#src/auth/auth-contracts.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { findNode, messageIds, nodeValue, type FlowJson } from './support/browser-client.ts';
import { codeIn, createAccount, createInvitedPerson, linkIn, startIdentityTestApp, type IdentityTestApp } from './support/identity-test-app.ts';

async function rolesOf(t: IdentityTestApp, id: string): Promise<string[]> {
  const { rows } = await t.db.query<{ role: string }>('SELECT role FROM person_roles WHERE person_id = $1', [id]);
  return rows.map((r) => r.role);
}

async function peopleWithEmail(t: IdentityTestApp, email: string): Promise<number> {
  const { rows } = await t.db.query('SELECT 1 FROM people WHERE lower(email) = lower($1)', [email]);
  return rows.length;
}

describe(`registration, open (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp({ registration: 'open' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets anyone register: signed in, no roles (a viewer), a verification code mailed', async () => {
    const browser = t.browser();
    const flow = await browser.createFlow('registration');
    expect(flow.ui.nodes.map((n) => [n.attributes.name, n.meta.label?.text])).toEqual([
      ['csrf_token', undefined],
      ['traits.email', 'Email'],
      ['traits.name.first', 'First name'],
      ['traits.name.last', 'Last name'],
      ['password', 'Password'],
      ['method', 'Sign up'],
    ]);
    expect(flow.ui.messages).toBeUndefined();
    const res = await browser.submit(flow, {
      method: 'password',
      traits: { email: 'New.Person@Example.com', name: { first: 'New', last: 'Person' } },
      password: 'a long enough secret',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ identity: { id: string; verifiable_addresses: { verified: boolean }[] }; continue_with: { action: string; flow: { id: string; url: string } }[] }>();
    expect(body.identity).toMatchObject({ traits: { email: 'new.person@example.com', name: { first: 'New', last: 'Person' } } });
    expect(body.identity.verifiable_addresses[0]).toMatchObject({ value: 'new.person@example.com', verified: false, status: 'pending' });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(await rolesOf(t, body.identity.id)).toEqual([]);
    const { rows } = await t.db.query<{ name: string; email: string }>('SELECT name, email FROM people WHERE id = $1', [body.identity.id]);
    expect(rows[0]).toEqual({ name: 'New Person', email: 'new.person@example.com' });

    const next = body.continue_with[0]!;
    expect(next.action).toBe('show_verification_ui');
    expect(next.flow.url).toBe(`http://localhost/verification?flow=${next.flow.id}`);
    const mail = await t.mail.next('new.person@example.com');
    expect(mail.subject).toBe('Please verify your email address for Vigil');
    const verification = (await browser.request(`/api/.ory/self-service/verification/flows?id=${next.flow.id}`)).json<FlowJson>();
    expect(verification.state).toBe('sent_email');
    const verified = await browser.submit(verification, { method: 'code', code: codeIn(mail.text) });
    expect(verified.statusCode).toBe(200);
    expect((await browser.whoami()).json()).toMatchObject({ identity: { verifiable_addresses: [{ verified: true, status: 'completed' }] } });
  });

  it('refuses a taken address, a weak password and missing names, with messages under the fields', async () => {
    const existing = await createAccount(t.db);
    const browser = t.browser();
    const flow = await browser.createFlow('registration');
    const taken = await browser.submit(flow, { method: 'password', traits: { email: existing.email, name: { first: 'A', last: 'B' } }, password: 'a long enough secret' });
    expect(taken.statusCode).toBe(400);
    expect(findNode(taken.json(), 'traits.email')?.messages[0]).toMatchObject({ id: 4000007 });
    const weak = await browser.submit(flow, { method: 'password', traits: { email: 'weak@example.com', name: { first: '', last: '' } }, password: 'weak' });
    expect(weak.statusCode).toBe(400);
    const weakFlow = weak.json<FlowJson>();
    expect(findNode(weakFlow, 'password')?.messages[0]).toMatchObject({ id: 4000005 });
    expect(findNode(weakFlow, 'traits.name.first')?.messages[0]).toMatchObject({ id: 4000002 });
    expect(nodeValue(weakFlow, 'traits.email')).toBe('weak@example.com');
    expect(await peopleWithEmail(t, 'weak@example.com')).toBe(0);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('still offers the form, with the reason, when an invitation link is no longer valid', async () => {
    const flow = await t.browser().createFlow('registration', 'invite=garbage');
    expect(messageIds(flow)).toEqual([4010102]);
    expect(findNode(flow, 'password')).toBeDefined();
    expect(nodeValue(flow, 'traits.email')).toBe('');
  });

  it('answers session_already_available to a signed-in browser', async () => {
    const account = await createAccount(t.db);
    const browser = t.browser();
    await browser.login(account.email, account.password);
    expect((await browser.request('/api/.ory/self-service/registration/browser')).json()).toMatchObject({ error: { id: 'session_already_available' } });
  });
});

describe(`registration by invitation (${testDbKind})`, () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await startIdentityTestApp({ registration: 'invite' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses registration without an invitation, with a clear message, and creates nobody', async () => {
    const browser = t.browser();
    const flow = await browser.createFlow('registration');
    expect(flow.ui.messages?.[0]).toMatchObject({ id: 4010101, text: expect.stringContaining('by invitation only') });
    // A form that could never succeed is not offered: only the reason.
    expect(findNode(flow, 'password')).toBeUndefined();
    expect(findNode(flow, 'traits.email')).toBeUndefined();
    const res = await browser.submit(flow, { method: 'password', traits: { email: 'walk-in@example.com', name: { first: 'W', last: 'I' } }, password: 'a long enough secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json<FlowJson>().ui.messages).toEqual([expect.objectContaining({ id: 4010101, type: 'error' })]);
    expect(await peopleWithEmail(t, 'walk-in@example.com')).toBe(0);
  });

  it('mails an invitation link that prefills the address, sets the password, verifies and signs in — once', async () => {
    const personId = await createInvitedPerson(t.db, 'invitee@example.com', 'Ivy', 'Invitee');
    await t.identity.directory.sendInvitation(personId);
    const mail = await t.mail.next('invitee@example.com');
    expect(mail.subject).toBe('You are invited to Vigil');
    expect(mail.text).toContain('Hi Ivy Invitee');
    const link = new URL(linkIn(mail.text, /http:\/\/localhost:8080\/registration\?invite=\S+/));
    const invite = link.searchParams.get('invite')!;
    const { rows } = await t.db.query<{ code_hash: string }>(`SELECT code_hash FROM identity_codes WHERE purpose = 'invitation' AND identity_id = $1`, [personId]);
    expect(rows[0]!.code_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.code_hash).not.toContain(invite.split('.')[1]);

    const browser = t.browser();
    const flow = await browser.createFlow('registration', `invite=${encodeURIComponent(invite)}`);
    expect(nodeValue(flow, 'traits.email')).toBe('invitee@example.com');
    expect(nodeValue(flow, 'traits.name.first')).toBe('Ivy');
    expect(findNode(flow, 'invite')?.attributes.type).toBe('hidden');
    expect(messageIds(flow)).toEqual([1040010]);

    const otherAddress = await browser.submit(flow, { method: 'password', invite: nodeValue(flow, 'invite'), traits: { email: 'someone-else@example.com', name: { first: 'Ivy', last: 'Invitee' } }, password: 'my own secret 123' });
    expect(otherAddress.statusCode).toBe(400);
    expect(findNode(otherAddress.json(), 'traits.email')?.messages[0]).toMatchObject({ id: 4010103 });

    const res = await browser.submit(flow, { method: 'password', invite: nodeValue(flow, 'invite'), traits: { email: 'invitee@example.com', name: { first: 'Ivy', last: 'Invited' } }, password: 'my own secret 123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ identity: { id: personId, traits: { name: { last: 'Invited' } }, verifiable_addresses: [{ verified: true }] } });
    expect(res.json()).not.toHaveProperty('continue_with');
    expect((await browser.whoami()).statusCode).toBe(200);
    expect(await peopleWithEmail(t, 'invitee@example.com')).toBe(1);
    expect((await t.browser().login('invitee@example.com', 'my own secret 123')).statusCode).toBe(200);

    const reused = await t.browser().createFlow('registration', `invite=${encodeURIComponent(invite)}`);
    expect(messageIds(reused)).toEqual([4010102]);
    expect(findNode(reused, 'invite')).toBeUndefined();
    expect(findNode(reused, 'password')).toBeUndefined();
  });

  it('refuses forged and replaced invitations', async () => {
    const personId = await createInvitedPerson(t.db, 'twice@example.com', 'Tom', 'Twice');
    await t.identity.directory.sendInvitation(personId);
    const first = new URL(linkIn((await t.mail.next('twice@example.com')).text, /http:\/\/localhost:8080\/registration\?invite=\S+/)).searchParams.get('invite')!;
    const before = t.mail.mails.length;
    await t.identity.directory.sendInvitation(personId);
    const second = new URL(linkIn((await t.mail.next('twice@example.com', before)).text, /http:\/\/localhost:8080\/registration\?invite=\S+/)).searchParams.get('invite')!;
    const browser = t.browser();
    expect(messageIds(await browser.createFlow('registration', `invite=${encodeURIComponent(first)}`))).toEqual([4010102]);
    const forged = `${second.split('.')[0]}.${'A'.repeat(43)}`;
    expect(messageIds(await browser.createFlow('registration', `invite=${encodeURIComponent(forged)}`))).toEqual([4010102]);
    expect(messageIds(await browser.createFlow('registration', 'invite=garbage'))).toEqual([4010102]);
    expect(messageIds(await browser.createFlow('registration', `invite=${encodeURIComponent(second)}`))).toEqual([1040010]);
  });

  it('uses the public URL in invitation links when one is configured', async () => {
    const other = await startIdentityTestApp({ publicUrl: 'https://ops.example.org' });
    try {
      const personId = await createInvitedPerson(other.db, 'far@example.com', 'Far', 'Away');
      await other.identity.directory.sendInvitation(personId);
      expect((await other.mail.next('far@example.com')).text).toMatch(/https:\/\/ops\.example\.org\/registration\?invite=/);
    } finally {
      await other.close();
    }
  });
});
