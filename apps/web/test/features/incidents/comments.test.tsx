import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { DISK_INCIDENT, GRACE, ME, ROOT_HYPOTHESIS } from './support/incidents-api.ts';
import { FACTOR_HYPOTHESIS, diskIncident, openIncidentPage } from './support/incident-page.tsx';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());

/**
 * Holds every POST until `release` is called, so what the page shows meanwhile can be checked.
 * With `stallRefetch`, the incident is never fetched again afterwards: what the page shows then
 * comes from the cache alone.
 */
function holdPosts({ stallRefetch = false } = {}) {
  let release: () => void = () => undefined;
  let released = false;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') await gate;
    if (stallRefetch && released && String(input).includes('/api/db/incidents')) return new Promise<Response>(() => undefined);
    return answer(input, init);
  });
  return () => {
    released = true;
    release();
  };
}

const treeItem = async (title: string) => {
  const tree = await screen.findByRole('list', { name: 'Comments' });
  return within(tree)
    .getAllByRole('listitem')
    .find((item) => item.parentElement === tree && within(item).getByRole('heading').textContent === title)!;
};

describe('comments on the incident page', () => {
  it("keeps a hypothesis's Send disabled while its box is empty", async () => {
    openIncidentPage(server);
    const factor = await treeItem('Log rotation stopped');
    const send = within(factor).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(within(factor).getByRole('combobox', { name: 'Comment on Log rotation stopped' }), 'x');
    expect(send).toBeEnabled();
    await userEvent.clear(within(factor).getByRole('combobox', { name: 'Comment on Log rotation stopped' }));
    expect(send).toBeDisabled();
  });

  it('shows the comment at once, before the server answers, and posts the fields of spec 002 §7', async () => {
    openIncidentPage(server);
    server.on('POST', '/api/db/comments', { status: 201 });
    const factor = await treeItem('Log rotation stopped');
    await waitFor(() => expect(within(factor).getByRole('button', { name: 'Send' })).toBeDefined());
    const release = holdPosts();
    await userEvent.type(within(factor).getByRole('combobox', { name: 'Comment on Log rotation stopped' }), 'Rotation cron is gone');
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await userEvent.click(within(factor).getByRole('button', { name: 'Send' }));

    expect(await within(factor).findByText('Rotation cron is gone')).toBeInTheDocument();
    expect(within(factor).queryByText('No comments')).not.toBeInTheDocument();
    expect(server.calls('POST', '/api/db/comments')).toHaveLength(0);
    release();
    await waitFor(() => expect(server.calls('POST', '/api/db/comments')).toHaveLength(1));
    const body = server.calls('POST', '/api/db/comments')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      incident_id: DISK_INCIDENT,
      hypothesis_id: FACTOR_HYPOTHESIS,
      comment: 'Rotation cron is gone',
      created_by: ME,
    });
    expect(within(factor).getByRole('combobox', { name: 'Comment on Log rotation stopped' })).toHaveValue('');
  });

  it("takes the comment back and toasts the server's reason when it is refused", async () => {
    openIncidentPage(server);
    server.on('POST', '/api/db/comments', { status: 400, body: { message: 'comments.hypothesis_id belongs to another incident' } });
    const factor = await treeItem('Log rotation stopped');
    const release = holdPosts({ stallRefetch: true });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await userEvent.type(within(factor).getByRole('combobox', { name: 'Comment on Log rotation stopped' }), 'Lost words');
    await userEvent.click(within(factor).getByRole('button', { name: 'Send' }));
    expect(await within(factor).findByText('Lost words')).toBeInTheDocument();

    release();
    expect((await screen.findAllByText('Comment could not be added: comments.hypothesis_id belongs to another incident')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(factor).queryByText('Lost words')).not.toBeInTheDocument());
    expect(within(factor).getByText('No comments')).toBeInTheDocument();
  });

  it("asks for a hypothesis and for details in the incident-level box: 'Please select any hypothesis', 'Please add comment details'", async () => {
    openIncidentPage(server);
    const box = await screen.findByRole('region', { name: 'Add a comment' });
    const send = within(box).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(within(box).getByRole('combobox', { name: 'Comment' }), '   ');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(within(box).getByText('Please select any hypothesis')).toBeInTheDocument();
    expect(within(box).getByText('Please add comment details')).toBeInTheDocument();
    expect(server.calls('POST', '/api/db/comments')).toHaveLength(0);
  });

  it('posts the incident-level comment under the chosen hypothesis', async () => {
    openIncidentPage(server);
    server.on('POST', '/api/db/comments', { status: 201 });
    const box = await screen.findByRole('region', { name: 'Add a comment' });
    await userEvent.type(within(box).getByRole('combobox', { name: 'Comment' }), 'Volume grows 2 GB an hour');
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(within(box).getByText('Please select any hypothesis')).toBeInTheDocument();
    expect(within(box).queryByText('Please add comment details')).not.toBeInTheDocument();

    await chooseOption(within(box).getByRole('combobox', { name: 'Hypothesis' }), 'Disk full on orders-db');
    expect(within(box).queryByText('Please select any hypothesis')).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls('POST', '/api/db/comments')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/comments')[0]!.body).toMatchObject({ hypothesis_id: ROOT_HYPOTHESIS, comment: 'Volume grows 2 GB an hour' });
  });

  it('opens the people list on @, narrows it while typing, and writes the chosen mention as @[Name](user:id)', async () => {
    openIncidentPage(server);
    server.on('POST', '/api/db/comments', { status: 201 });
    const factor = await treeItem('Log rotation stopped');
    const input = within(factor).getByRole('combobox', { name: 'Comment on Log rotation stopped' });
    await userEvent.type(input, 'Ask ');
    expect(screen.queryByRole('listbox', { name: 'People to mention' })).not.toBeInTheDocument();
    await userEvent.type(input, '@');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Grace Hopper', 'Ada Admin']);
    await userEvent.type(input, 'gra');
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Grace Hopper']);
    await userEvent.click(within(list).getByRole('option', { name: 'Grace Hopper' }));
    expect(input).toHaveValue(`Ask @[Grace Hopper](user:${GRACE}) `);
    expect(screen.queryByRole('listbox', { name: 'People to mention' })).not.toBeInTheDocument();

    await userEvent.type(input, 'and @ad{Enter}');
    expect(input).toHaveValue(`Ask @[Grace Hopper](user:${GRACE}) and @[Ada Admin](user:${ME}) `);
    await userEvent.click(within(factor).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls('POST', '/api/db/comments')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/comments')[0]!.body).toMatchObject({ comment: `Ask @[Grace Hopper](user:${GRACE}) and @[Ada Admin](user:${ME})` });
    expect(server.calls('GET', '/api/db/people')[0]!.query.get('select')).toBe('id,name,avatar');
  });

  it('shows a mention in a comment as @Name', async () => {
    const incident = diskIncident();
    incident.hypotheses[0]!.comments = [
      { id: 'c2', comment: `Paging @[Grace Hopper](user:${GRACE}) now`, created_at: '2025-03-01T10:02:00Z', author: { id: ME, name: 'Ada Admin', avatar: null } },
    ];
    openIncidentPage(server, ['responder'], incident);
    const root = await treeItem('Disk full on orders-db');
    const mention = within(root).getByText('@Grace Hopper');
    expect(mention.closest('p')).toHaveTextContent('Paging @Grace Hopper now');
  });

  it('offers a viewer no comment box', async () => {
    openIncidentPage(server, ['viewer']);
    await treeItem('Log rotation stopped');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a comment' })).not.toBeInTheDocument();
  });
});
