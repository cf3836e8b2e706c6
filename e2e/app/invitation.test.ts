import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Mailbox, startMailbox, subjectOf } from '../support/mailbox.ts';
import { chooseOption } from '../support/kit-select.ts';
import { E2E_ADMIN, startServer, type ServerProcess } from '../support/server-process.ts';
import { signInByAddress, signInWithForm } from '../support/sign-in.ts';
import { toastWith } from '../support/toasts.ts';

const INVITEE = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine.johnson@example.com' };
const FIRST_PASSWORD = 'orbital-mechanics-1962';
const SECOND_PASSWORD = 'friendship-seven-return';

describe('inviting a user, who signs up from the email and signs in again later', () => {
  let server: ServerProcess;
  let mailbox: Mailbox;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The registration link of the invitation email. */
  let invitationLink = '';

  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }

  async function signOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    // No demo workspace: registration is by invitation only. Links in emails point at PUBLIC_URL.
    const port = await freePort();
    server = await startServer({ DEMO: 'off', SMTP_URL: mailbox.smtpUrl, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    await mailbox?.close();
  });

  it('turns away a visitor who tries to sign up without an invitation', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/registration`);
    await page.getByText('Registration is by invitation only: ask an administrator to invite you.').waitFor();
    await expect(page.getByRole('button', { name: 'Sign up' }).count()).resolves.toBe(0);
  });

  it('lets an admin invite a user from the Users page, and the invitation arrives by email', async () => {
    const admin = await freshPage();
    await signInByAddress(admin, server.url, E2E_ADMIN, '/settings/users');
    await admin.getByRole('button', { name: 'Invite User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByLabel('First Name').fill(INVITEE.firstName);
    await dialog.getByLabel('Last Name').fill(INVITEE.lastName);
    await dialog.getByLabel('Email').fill(INVITEE.email);
    await chooseOption(dialog.getByRole('combobox', { name: 'Role' }), 'editor');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await toastWith(admin, `${INVITEE.firstName} ${INVITEE.lastName} invited successfully`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = admin.getByRole('row').filter({ hasText: INVITEE.email });
    await row.getByRole('cell', { name: `${INVITEE.firstName} ${INVITEE.lastName}`, exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Editor', exact: true }).waitFor();

    const mail = await mailbox.waitFor(INVITEE.email);
    expect(subjectOf(mail)).toBe('You are invited to Vigil');
    expect(mail.raw).toContain(`Hi ${INVITEE.firstName} ${INVITEE.lastName},`);
    invitationLink = /(https?:\/\/\S+\/registration\?invite=\S+)/.exec(mail.raw)?.[1] ?? '';
    expect(invitationLink.startsWith(`${server.url}/registration?invite=`)).toBe(true);
  });

  it('opens the registration page with the invited address; choosing a password signs the user in', async () => {
    const page = await freshPage();
    await page.goto(invitationLink);
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByText(`You were invited as ${INVITEE.email}. Choose a password to finish signing up.`).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(INVITEE.email);
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe(INVITEE.firstName);
    await expect(page.getByLabel('Last name').inputValue()).resolves.toBe(INVITEE.lastName);

    await page.getByLabel('Password').fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/topology`);
    // Signed in with the invited role: an editor sees Users but may not invite.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menu').getByText(`Hi, ${INVITEE.firstName} ${INVITEE.lastName}`).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/settings/users`);
    await page.getByRole('row').filter({ hasText: E2E_ADMIN.email }).waitFor();
    await expect(page.getByRole('button', { name: 'Invite User' }).count()).resolves.toBe(0);

    await signOut(page);
  });

  it('does not accept the invitation link a second time', async () => {
    const page = await freshPage();
    await page.goto(invitationLink);
    await page.getByText('This invitation is invalid, already used or expired: ask an administrator for a new one.').waitFor();
    await expect(page.getByLabel('Password').count()).resolves.toBe(0);
  });

  it('signs the new user in again later with the password they chose', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await signInWithForm(page, { email: INVITEE.email, password: FIRST_PASSWORD });
    await page.waitForURL(`${server.url}/topology`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).waitFor();
  });

  it('recovers the account with an emailed code when the password is forgotten', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Recover your account' }).waitFor();
    await page.getByLabel('Email').fill(INVITEE.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/An email containing a recovery code has been sent/).waitFor();

    const mail = await mailbox.waitFor(INVITEE.email, { subject: /^Recover access/ });
    const code = /^\s+(\d{6})\s*$/m.exec(mail.raw)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('Recovery code').fill(code!);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/profile-settings/);
    await page.getByText(/You successfully recovered your account/).waitFor();
    const passwordSection = page.getByRole('region', { name: 'Password' });
    await passwordSection.getByLabel('Password').fill(SECOND_PASSWORD);
    await passwordSection.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Your changes have been saved/).waitFor();
  });

  it('accepts only the new password afterwards', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/login`);
    await signInWithForm(page, { email: INVITEE.email, password: FIRST_PASSWORD });
    await page.getByText(/The provided credentials are invalid/).waitFor();

    await page.getByLabel('Password').fill(SECOND_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/topology`);
  });
});
