import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TeamRoute } from '#src/features/teams/routes/team.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000601';
const TEAM = { id: ID, name: 'Payments', icon: 'group', spec: {}, source: 'UI', created_by: null, creator: null, created_at: '2025-03-01T08:00:00Z', updated_at: null };

const ADA = { id: '01900000-0000-7000-8000-0000000007a1', name: 'Ada Lovelace', email: 'ada@example.com', avatar: null };
const GRACE = { id: '01900000-0000-7000-8000-0000000007a2', name: 'Grace Hopper', email: 'grace@example.com', avatar: null };
const LINUS = { id: '01900000-0000-7000-8000-0000000007a3', name: 'Linus Torvalds', email: 'linus@example.com', avatar: null };

const member = (person: typeof ADA) => ({ team_id: ID, person_id: person, created_at: '2025-03-01T09:00:00Z' });

function serve(members: (typeof ADA)[], roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/db/teams', { body: [TEAM] })
    .on('GET', '/api/db/team_members', { body: members.map(member) })
    .on('GET', '/api/db/people', { body: [ADA, GRACE, LINUS] });
}

function openMembers() {
  return renderRoute(<TeamRoute />, { path: '/settings/teams/:id?', address: `/settings/teams/${ID}?tab=manageTeam` });
}

describe('Team detail: members', () => {
  it('lists the members with their person, read from team_members', async () => {
    serve([ADA]);
    openMembers();
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(within(table).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('ada@example.com')).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/team_members')[0]!.query;
    expect(query.get('team_id')).toBe(`eq.${ID}`);
    expect(query.get('select')).toBe('*,person_id(*)');
  });

  it('says so when the team has no members yet', async () => {
    serve([]);
    openMembers();
    expect(await screen.findByText("You haven't added any team members to the team yet.")).toBeInTheDocument();
  });

  it('adds the people chosen (searching by name) in one request and names them in the toast', async () => {
    serve([ADA]);
    API.on('POST', '/api/db/team_members', { status: 201, body: [] });
    openMembers();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Members' });
    // Already a member: not offered again.
    await within(dialog).findByRole('checkbox', { name: 'Grace Hopper' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Grace Hopper' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search people' }), 'linus');
    expect(within(dialog).queryByRole('checkbox', { name: 'Grace Hopper' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Linus Torvalds' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 members' }));
    expect(await screen.findByText('Grace Hopper, Linus Torvalds added to the team successfully')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/team_members')[0]!.body).toEqual([
      { team_id: ID, person_id: GRACE.id },
      { team_id: ID, person_id: LINUS.id },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Members' })).not.toBeInTheDocument());
    const people = API.calls('GET', '/api/db/people')[0]!.query;
    expect(people.get('type')).toBe('is.null');
    expect(people.get('deleted_at')).toBe('is.null');
  });

  it('shows the server message when adding fails, and keeps the dialog open', async () => {
    serve([]);
    API.on('POST', '/api/db/team_members', { status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint "team_members_pkey"' } });
    openMembers();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Members' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ada Lovelace' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/duplicate key value violates unique constraint/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Members' })).toBeInTheDocument();
  });

  it('removes a person from this team only and says so', async () => {
    serve([ADA, GRACE]);
    API.on('DELETE', '/api/db/team_members', { status: 204 });
    openMembers();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper removed from team successfully')).toBeInTheDocument();
    const query = API.calls('DELETE', '/api/db/team_members')[0]!.query;
    expect(query.get('person_id')).toBe(`eq.${GRACE.id}`);
    expect(query.get('team_id')).toBe(`eq.${ID}`);
  });

  it.each([['editor'], ['viewer']])('lists the members without Add Members or Remove to the role %s', async (role) => {
    serve([ADA], [role]);
    openMembers();
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: 'Add Members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
  });
});
