import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type RecordedRequest, fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { DISK_INCIDENT, GRACE, ME, ROOT_HYPOTHESIS } from './support/incidents-api.ts';
import { FACTOR_HYPOTHESIS, diskIncident, openIncidentPage } from './support/incident-page.tsx';

const server = fakeServerForEachTest();

const HISTORY = [
  {
    id: 'h2',
    type: 'responder.commented',
    description: 'Paging',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    created_by: { id: ME, name: 'Ada Admin', avatar: null },
    evidence: null,
    hypothesis: { id: FACTOR_HYPOTHESIS, title: 'Log rotation stopped', type: 'factor' },
    responder: null,
    comment: { id: 'c9', comment: `Paging @[Grace Hopper](user:${GRACE})` },
  },
  {
    id: 'h1',
    type: 'hypothesis.created',
    description: 'Log rotation stopped',
    created_at: new Date(Date.now() - 120_000).toISOString(),
    created_by: { id: GRACE, name: 'Grace Hopper', avatar: null },
    evidence: null,
    hypothesis: { id: FACTOR_HYPOTHESIS, title: 'Log rotation stopped', type: 'factor' },
    responder: null,
    comment: null,
  },
];

const heading = (name: string) => within(screen.getByRole('region', { name })).getByRole('button', { name });

describe('the right panel and the Changelog', () => {
  it('opens Details first and one section at a time', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/incident_histories', { body: HISTORY });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(heading('Details')).toHaveAttribute('aria-expanded', 'true');
    expect(within(details).getByText('INC-7')).toBeVisible();
    expect(heading('Changelog')).toHaveAttribute('aria-expanded', 'false');
    expect(server.calls('GET', '/api/db/incident_histories')).toHaveLength(0);

    await userEvent.click(heading('Changelog'));
    expect(heading('Changelog')).toHaveAttribute('aria-expanded', 'true');
    expect(heading('Details')).toHaveAttribute('aria-expanded', 'false');
    expect(within(details).queryByText('INC-7')).not.toBeInTheDocument();

    await userEvent.click(heading('Details'));
    expect(heading('Details')).toHaveAttribute('aria-expanded', 'true');
    expect(heading('Changelog')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists incident_histories newest first with who, what and the comment, asking for the nested rows of spec 002 §7', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/incident_histories', { body: HISTORY });
    await userEvent.click(await screen.findByRole('button', { name: 'Changelog' }));
    const entries = await screen.findByRole('list', { name: 'Changelog entries' });
    const items = within(entries).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ada Admin');
    expect(items[0]).toHaveTextContent('responder.commented');
    expect(items[0]).toHaveTextContent('Hypothesis: Log rotation stopped');
    expect(within(items[0]!).getByText('@Grace Hopper')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Grace Hopper');
    expect(items[1]).toHaveTextContent('hypothesis.created');

    const query = server.calls('GET', '/api/db/incident_histories')[0]!.query;
    expect(query.get('incident_id')).toBe(`eq.${DISK_INCIDENT}`);
    expect(query.get('order')).toBe('created_at.desc,id.desc');
    for (const nested of ['evidence:evidence_id(', 'hypothesis:hypothesis_id(', 'responder:responder_id(', 'comment:comment_id(', 'created_by:created_by(']) {
      expect(query.get('select')).toContain(nested);
    }
  });

  it("says 'No changelog found' when there is none", async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/incident_histories', { body: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Changelog' }));
    expect(await within(screen.getByRole('region', { name: 'Changelog' })).findByText('No changelog found')).toBeInTheDocument();
  });

  it('refreshes the Changelog after a comment is added', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/incident_histories', { body: [] }, { body: HISTORY });
    server.on('POST', '/api/db/comments', { status: 201 });
    await userEvent.click(await screen.findByRole('button', { name: 'Changelog' }));
    expect(await screen.findByText('No changelog found')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    const box = screen.getByRole('region', { name: 'Add a comment' });
    await chooseOption(within(box).getByRole('combobox', { name: 'Hypothesis' }), 'Disk full on orders-db');
    await userEvent.type(within(box).getByRole('combobox', { name: 'Comment' }), 'Paging');
    await userEvent.click(within(box).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(server.calls('POST', '/api/db/comments')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/comments')[0]!.body).toMatchObject({ hypothesis_id: ROOT_HYPOTHESIS });
    const changelog = screen.getByRole('region', { name: 'Changelog' });
    expect(await within(changelog).findByText('responder.commented')).toBeInTheDocument();
  });
});

describe('a long Changelog', () => {
  const TOTAL = 120;
  /** The history of an incident with TOTAL rows, served a range at a time as the data API does. */
  const historyRange = (offset: number, limit: number) => {
    const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, index) => {
      const n = TOTAL - offset - index;
      return { ...HISTORY[1]!, id: `h-${n}`, type: 'hypothesis.status_updated', description: `Change ${n}`, hypothesis: null };
    });
    const range = rows.length === 0 ? '*' : `${offset}-${offset + rows.length - 1}`;
    return { body: rows, headers: { 'Content-Range': `${range}/${TOTAL}` } };
  };
  const longHistory = (request: RecordedRequest) => historyRange(Number(request.query.get('offset') ?? 0), Number(request.query.get('limit') ?? TOTAL));

  it('shows the newest 50, then the next 50 with each Show more, until all are there', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/incident_histories', longHistory);
    await userEvent.click(await screen.findByRole('button', { name: 'Changelog' }));
    const changelog = screen.getByRole('region', { name: 'Changelog' });
    const entries = await within(changelog).findByRole('list', { name: 'Changelog entries' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(50);
    expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('Change 120');
    expect(within(changelog).getByText('50 of 120')).toBeInTheDocument();
    const first = server.calls('GET', '/api/db/incident_histories')[0]!.query;
    expect([first.get('limit'), first.get('offset')]).toEqual(['50', '0']);

    await userEvent.click(within(changelog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(entries).getAllByRole('listitem')).toHaveLength(100));
    expect(within(entries).getAllByRole('listitem')[50]).toHaveTextContent('Change 70');
    expect(server.calls('GET', '/api/db/incident_histories')[1]!.query.get('offset')).toBe('50');

    await userEvent.click(within(changelog).getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(entries).getAllByRole('listitem')).toHaveLength(120));
    expect(within(entries).getAllByRole('listitem')[119]).toHaveTextContent('Change 1');
    expect(within(changelog).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/db/incident_histories')).toHaveLength(3);
  });

  it('keeps what it shows when the next page fails, and says why', async () => {
    openIncidentPage(server);
    server.on('GET', '/api/db/incident_histories', historyRange(0, 50), {
      status: 500,
      body: { message: 'database is restarting' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Changelog' }));
    const changelog = screen.getByRole('region', { name: 'Changelog' });
    const entries = await within(changelog).findByRole('list', { name: 'Changelog entries' });
    await userEvent.click(within(changelog).getByRole('button', { name: 'Show more' }));
    expect(await within(changelog).findByRole('alert')).toHaveTextContent('Could not load more of the changelog: database is restarting');
    expect(within(entries).getAllByRole('listitem')).toHaveLength(50);
  });
});

describe('Expand All / Collapse All', () => {
  const chatty = () => {
    const incident = diskIncident();
    incident.hypotheses[0]!.comments = [
      { id: 'c1', comment: 'First look', created_at: '2025-03-01T10:01:00Z', author: null },
      { id: 'c2', comment: 'Second look', created_at: '2025-03-01T10:02:00Z', author: null },
      { id: 'c3', comment: 'Latest look', created_at: '2025-03-01T10:03:00Z', author: null },
    ];
    return incident;
  };

  it('shows each hypothesis its latest comment, and all of them with Expand All, kept as comments=true', async () => {
    const page = openIncidentPage(server, ['responder'], chatty());
    expect(await screen.findByText('Latest look')).toBeInTheDocument();
    expect(screen.queryByText('First look')).not.toBeInTheDocument();
    expect(screen.getByText('2 earlier comments')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    for (const text of ['First look', 'Second look', 'Latest look']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(page.search().get('comments')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(screen.queryByText('First look')).not.toBeInTheDocument();
    expect(page.search().get('comments')).toBeNull();
  });

  it('opens expanded from an address with comments=true', async () => {
    openIncidentPage(server, ['viewer'], chatty(), '?comments=true');
    expect(await screen.findByText('First look')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse All' })).toBeInTheDocument();
  });
});
