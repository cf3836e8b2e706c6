import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UsersRoute } from '#src/features/users/routes/users.route.tsx';
import { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
import { chooseOption } from '#test/support/kit-select.ts';

const GRACE = '01900000-0000-7000-8000-000000000001';
const ALAN = '01900000-0000-7000-8000-000000000002';

const IDENTITIES = [
  {
    id: GRACE,
    traits: { name: { first: 'Grace', last: 'Hopper' }, email: 'grace@example.com' },
    state: 'active',
    created_at: '2025-01-02T10:00:00Z',
    state_changed_at: '2025-01-02T10:00:00Z',
    updated_at: '2025-01-02T10:00:00Z',
    person: { last_login: '2025-01-03T09:00:00Z' },
  },
  {
    id: ALAN,
    traits: { name: { first: 'Alan', last: 'Turing' }, email: 'alan@example.com' },
    state: 'inactive',
    created_at: '2025-01-01T10:00:00Z',
    state_changed_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:00:00Z',
    person: { last_login: null },
  },
];

const PEOPLE_ROLES = [
  { id: GRACE, name: 'Grace Hopper', email: 'grace@example.com', roles: ['admin'] },
  { id: ALAN, name: 'Alan Turing', email: 'alan@example.com', roles: ['viewer', 'editor'] },
];

let api: FakeServer;

function serve(roles: string[]) {
  api = new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/db/identities', { body: IDENTITIES })
    .on('GET', '/api/db/people_roles', { body: PEOPLE_ROLES });
}

function openUsers() {
  return renderRoute(<UsersRoute />, { path: '/settings/users' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Users page', () => {
  beforeEach(() => serve(['admin']));

  it('lists each identity with its name, email, shown role and state', async () => {
    openUsers();
    const grace = await rowOf('Grace Hopper');
    expect(within(grace).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(grace).getByText('Admin')).toBeInTheDocument();
    expect(within(grace).getByText('active')).toBeInTheDocument();
    // Editor outranks viewer when a person has both.
    const alan = await rowOf('Alan Turing');
    expect(within(alan).getByText('Editor')).toBeInTheDocument();
    expect(within(alan).getByText('inactive')).toBeInTheDocument();

    const [rolesCall] = api.calls('GET', '/api/db/people_roles');
    expect(rolesCall!.query.get('id')).toBe(`in.("${GRACE}","${ALAN}")`);
  });

  it('shows an invited person who has not registered (never signed in) as invited, not active', async () => {
    const ADA = '01900000-0000-7000-8000-000000000003';
    const ada = { ...IDENTITIES[0]!, id: ADA, traits: { name: { first: 'Ada', last: 'Lovelace' }, email: 'ada@example.com' }, person: { last_login: null } };
    api.on('GET', '/api/db/identities', { body: [...IDENTITIES, ada] });
    openUsers();
    const row = await rowOf('Ada Lovelace');
    expect(within(row).getByText('invited')).toBeInTheDocument();
    expect(within(row).queryByText('active')).not.toBeInTheDocument();
    expect(within(await rowOf('Grace Hopper')).getByText('active')).toBeInTheDocument();
    expect(api.calls('GET', '/api/db/identities')[0]!.query.get('select')).toContain('person:people(last_login)');
  });

  it('hides Invite User, edit and delete from a user who may only read identities', async () => {
    serve(['editor']);
    openUsers();
    const grace = await rowOf('Grace Hopper');
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
    expect(within(grace).queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
    expect(within(grace).queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
    await userEvent.click(within(grace).getByText('grace@example.com'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a viewer the page is not theirs and asks for no identities', async () => {
    serve(['viewer']);
    openUsers();
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('Invite User', () => {
    async function openInvite() {
      openUsers();
      await userEvent.click(await screen.findByRole('button', { name: 'Invite User' }));
      return screen.getByRole('dialog', { name: 'Invite User' });
    }

    async function fillIn(dialog: HTMLElement, role = 'editor') {
      await userEvent.type(within(dialog).getByLabelText('First Name'), 'Katherine');
      await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Johnson');
      await userEvent.type(within(dialog).getByLabelText('Email'), 'katherine@example.com');
      await chooseOption(within(dialog).getByLabelText('Role'), role);
    }

    it('names every missing field and sends nothing', async () => {
      const dialog = await openInvite();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
      expect(await within(dialog).findByText('Please provide valid first name')).toBeInTheDocument();
      expect(within(dialog).getByText('Please provide valid last name')).toBeInTheDocument();
      expect(within(dialog).getByText('Please provide valid email')).toBeInTheDocument();
      expect(within(dialog).getByText('Please select any role')).toBeInTheDocument();
      expect(api.calls('POST', '/api/auth/invite_user')).toHaveLength(0);
    });

    it('checks the email format as it is typed and when the field is left', async () => {
      const dialog = await openInvite();
      const email = within(dialog).getByLabelText('Email');
      await userEvent.type(email, 'katherine@nasa');
      expect(await within(dialog).findByText('Entered value does not match email format')).toBeInTheDocument();
      await userEvent.type(email, '.gov');
      await waitFor(() => expect(within(dialog).queryByText('Entered value does not match email format')).not.toBeInTheDocument());

      await userEvent.click(within(dialog).getByLabelText('First Name'));
      await userEvent.tab();
      expect(await within(dialog).findByText('Please provide valid first name')).toBeInTheDocument();
    });

    it('invites the person, says so and shows the refreshed list', async () => {
      api.on('POST', '/api/auth/invite_user', { status: 201, body: { message: 'invited' } });
      const dialog = await openInvite();
      await fillIn(dialog);
      const listCalls = api.calls('GET', '/api/db/identities').length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

      expect(await screen.findByText('Katherine Johnson invited successfully')).toBeInTheDocument();
      expect(api.calls('POST', '/api/auth/invite_user').map((call) => call.body)).toEqual([
        { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@example.com', role: 'editor' },
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite User' })).not.toBeInTheDocument());
      await waitFor(() => expect(api.calls('GET', '/api/db/identities').length).toBeGreaterThan(listCalls));
      expect(api.calls('POST', `/api/rbac/${GRACE}/update_role`)).toHaveLength(0);
    });

    it('gives an existing person the role when the email is already taken', async () => {
      api
        .on('POST', '/api/auth/invite_user', { status: 409, body: { error: 'conflict', message: 'email already exists' } })
        .on('GET', '/api/db/people_roles', (request) =>
          request.query.get('email') === 'eq.katherine@example.com'
            ? { body: [{ id: GRACE, email: 'katherine@example.com' }] }
            : { body: PEOPLE_ROLES },
        )
        .on('POST', `/api/rbac/${GRACE}/update_role`, { body: { message: 'ok' } });
      const dialog = await openInvite();
      await fillIn(dialog, 'commander');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

      expect(await screen.findByText('Katherine Johnson updated successfully')).toBeInTheDocument();
      expect(api.calls('POST', `/api/rbac/${GRACE}/update_role`).map((call) => call.body)).toEqual([{ roles: ['commander'], replace: true }]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite User' })).not.toBeInTheDocument());
    });

    it("shows the server's reason and keeps the form when the invitation fails", async () => {
      api.on('POST', '/api/auth/invite_user', { status: 400, body: { error: 'invalid', message: 'role is not allowed' } });
      const dialog = await openInvite();
      await fillIn(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

      expect(await screen.findByText('role is not allowed')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Email')).toHaveValue('katherine@example.com');
    });
  });

  describe('Edit User', () => {
    it("opens on a row click with the person's details and saves the changes", async () => {
      api.on('POST', '/api/people/update', { body: { message: 'updated' } }).on('POST', `/api/rbac/${ALAN}/update_role`, { body: {} });
      openUsers();
      await userEvent.click(await screen.findByRole('cell', { name: 'Alan Turing' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      expect(within(dialog).getByLabelText('First Name')).toHaveValue('Alan');
      expect(within(dialog).getByLabelText('Email')).toHaveValue('alan@example.com');
      expect(within(dialog).getByLabelText('Role')).toHaveValue('editor');

      const last = within(dialog).getByLabelText('Last Name');
      await userEvent.clear(last);
      expect(await within(dialog).findByText('Please provide valid last name')).toBeInTheDocument();
      await userEvent.type(last, 'Mathison Turing');
      await chooseOption(within(dialog).getByLabelText('Role'), 'admin');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Alan Mathison Turing updated successfully')).toBeInTheDocument();
      expect(api.calls('POST', '/api/people/update').map((call) => call.body)).toEqual([
        { id: ALAN, firstName: 'Alan', lastName: 'Mathison Turing', email: 'alan@example.com' },
      ]);
      expect(api.calls('POST', `/api/rbac/${ALAN}/update_role`).map((call) => call.body)).toEqual([{ roles: ['admin'], replace: true }]);
    });

    it('leaves the roles alone when the role was not changed', async () => {
      api.on('POST', '/api/people/update', { body: { message: 'updated' } });
      openUsers();
      await userEvent.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Edit Grace Hopper' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit User' });
      await userEvent.type(within(dialog).getByLabelText('First Name'), 'ce');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Gracece Hopper updated successfully')).toBeInTheDocument();
      expect(api.requests.filter((request) => request.path.includes('update_role'))).toHaveLength(0);
    });
  });

  describe('deleting a user', () => {
    it('asks first, and Cancel keeps the user', async () => {
      openUsers();
      await userEvent.click(within(await rowOf('Grace Hopper')).getByRole('button', { name: 'Delete Grace Hopper' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete User' });
      expect(confirm).toHaveTextContent('Are you sure you want to delete Grace Hopper?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    });

    it('deletes after confirmation, from the edit dialog too, and says so', async () => {
      api.on('DELETE', `/api/people/${ALAN}`, { status: 204 });
      openUsers();
      await userEvent.click(await screen.findByRole('cell', { name: 'Alan Turing' }));
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Edit User' })).getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByText('user deleted successfully')).toBeInTheDocument();
      expect(api.calls('DELETE', `/api/people/${ALAN}`)).toHaveLength(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  it('shows why the list could not be loaded', async () => {
    api.on('GET', '/api/db/identities', { status: 500, body: { error: 'internal', message: 'database is down' } });
    openUsers();
    expect(await screen.findByText('database is down')).toBeInTheDocument();
    expect(screen.getByText('Could not load users')).toBeInTheDocument();
  });
});
