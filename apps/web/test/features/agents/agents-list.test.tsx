import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeServer } from '#test/support/fake-server.ts';
import { AGENTS, lastListQuery, openAgents, rowOf, serveAgents } from './support/agents-page.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

let api: FakeServer;

describe('Agents list', () => {
  beforeEach(() => {
    api = serveAgents(['admin']);
  });

  it('asks for the first 50 agents with an exact count and shows counts and presence', async () => {
    openAgents();
    const eu = await rowOf('eu-west');
    const cells = within(eu).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['1200', '34', '3', '7', 'Online', 'region=eu-west', 'Rosalind Franklin']));
    expect(within(await rowOf('us-east')).getByText('Offline')).toBeInTheDocument();
    const asia = await rowOf('asia-south');
    expect(within(asia).queryByText('Online')).not.toBeInTheDocument();
    expect(within(asia).queryByText('Offline')).not.toBeInTheDocument();
    for (const header of ['Configs', 'Checks', 'Config Scrapers', 'Playbook Runs']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }

    const query = lastListQuery(api);
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('0');
    expect(query.get('order')).toBe('name.asc');
    expect(query.get('select')).toContain('config_scrapper_count');
    const [list] = api.calls('GET', '/api/db/agents_summary');
    expect(list!.headers.get('Prefer')).toContain('count=exact');
  });

  it('reads page, page size and sorting from the address', async () => {
    api.on('GET', '/api/db/agents_summary', { body: AGENTS, headers: { 'Content-Range': '200-202/450' } });
    openAgents('/settings/agents?pageIndex=2&pageSize=100&sortBy=checks_count&sortOrder=desc');
    expect(await screen.findByText('Page 3 of 5')).toBeInTheDocument();
    const query = lastListQuery(api);
    expect(query.get('limit')).toBe('100');
    expect(query.get('offset')).toBe('200');
    expect(query.get('order')).toBe('checks_count.desc');
    expect(screen.getByRole('columnheader', { name: 'Checks' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('offers page sizes 50, 100 and 200 and keeps paging and sorting in the address', async () => {
    const { search } = openAgents('/settings/agents?pageIndex=1');
    await rowOf('eu-west');
    const sizes = screen.getByRole('combobox', { name: 'Page size' });
    expect((await optionsOf(sizes)).map((option) => option.textContent)).toEqual(['Show 50', 'Show 100', 'Show 200']);

    await chooseOption(sizes, '200');
    expect(search().get('pageSize')).toBe('200');
    expect(search().has('pageIndex')).toBe(false);
    await waitFor(() => expect(lastListQuery(api).get('limit')).toBe('200'));

    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Playbook Runs' })).getByRole('button'));
    expect(search().get('sortBy')).toBe('playbook_runs_count');
    expect(search().get('sortOrder')).toBe('asc');
    await waitFor(() => expect(lastListQuery(api).get('order')).toBe('playbook_runs_count.asc'));
  });

  it('hides add, edit and delete from a user without write permission on agents', async () => {
    api = serveAgents(['viewer']);
    openAgents('/settings/agents?addAgent=true');
    await userEvent.click(await screen.findByRole('cell', { name: 'eu-west' }));
    expect(screen.queryByRole('button', { name: 'Add Agent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows why the list could not be loaded', async () => {
    api.on('GET', '/api/db/agents_summary', { status: 500, body: { error: 'internal', message: 'view agents_summary is missing' } });
    openAgents();
    expect(await screen.findByText('view agents_summary is missing')).toBeInTheDocument();
  });
});
