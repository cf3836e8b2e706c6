import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openConnections, serveConnections } from './support/connections-page.tsx';

async function openPicker() {
  openConnections();
  await userEvent.click(await screen.findByRole('button', { name: 'Add Connection' }));
  return screen.findByRole('dialog', { name: 'Add Connection' });
}

describe('adding a connection', () => {
  it('offers grouped types without hidden ones, filters them, and Back returns to the picker', async () => {
    serveConnections(['admin']);
    const picker = await openPicker();
    for (const group of ['Databases', 'Observability', 'Cloud', 'Notifications']) {
      expect(within(picker).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(picker).queryByRole('button', { name: 'JMeter' })).not.toBeInTheDocument();
    expect(within(picker).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await userEvent.type(within(picker).getByRole('searchbox', { name: 'Search connection types' }), 'post');
    await waitFor(() => expect(within(picker).queryByRole('button', { name: 'MySQL' })).not.toBeInTheDocument());
    expect(within(picker).queryByRole('button', { name: 'Redis' })).not.toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'PostgreSQL' }));

    const form = await screen.findByRole('dialog', { name: 'Add PostgreSQL Connection' });
    expect(within(form).getByLabelText('Namespace *')).toHaveValue('default');
    expect(within(form).getByLabelText('Connection URL *')).toBeInTheDocument();
    expect(within(form).getByText('For example postgres://$(username):$(password)@db.example.com:5432/postgres')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Add Connection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'MySQL' })).toBeInTheDocument();
  });

  it('fills the type defaults (email: port 587, Auto, Unknown)', async () => {
    serveConnections(['admin']);
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Email' }));
    const form = await screen.findByRole('dialog', { name: 'Add Email Connection' });
    expect(within(form).getByLabelText('Port *')).toHaveValue('587');
    expect(within(form).getByRole('combobox', { name: 'Encryption *' })).toHaveTextContent('Auto');
    expect(within(form).getByRole('combobox', { name: 'Auth method *' })).toHaveTextContent('Unknown');
  });

  it('says which fields are required once touched, and that a port must be a number', async () => {
    const api = serveConnections(['admin']);
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'SFTP' }));
    const form = await screen.findByRole('dialog', { name: 'Add SFTP Connection' });
    expect(within(form).queryByText('This field is required')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByLabelText('Host *'));
    await userEvent.tab();
    expect(within(form).getAllByText('This field is required')).toHaveLength(1);

    const port = within(form).getByLabelText('Port');
    expect(port).toHaveValue('22');
    await userEvent.clear(port);
    await userEvent.type(port, 'twenty');
    await userEvent.tab();
    expect(within(form).getByText('This field must be a number')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // Name, host, username and password are required for SFTP; the namespace has its default.
    expect(within(form).getAllByText('This field is required')).toHaveLength(4);
    expect(api.calls('POST', '/api/db/connections')).toHaveLength(0);
  });

  it('requires the bucket for S3 and the tenant for Azure, not the URL', async () => {
    serveConnections(['admin']);
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'S3' }));
    let form = await screen.findByRole('dialog', { name: 'Add S3 Connection' });
    expect(within(form).getByLabelText('Bucket *')).toBeInTheDocument();
    expect(within(form).getByLabelText('Endpoint')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Azure' }));
    form = await screen.findByRole('dialog', { name: 'Add Azure Connection' });
    expect(within(form).getByLabelText('Tenant *')).toBeInTheDocument();
  });

  it('saves a new connection with its source and typed properties, then says so', async () => {
    const api = serveConnections(['admin']);
    api.on('POST', '/api/db/connections', { status: 201, body: [] });
    const picker = await openPicker();
    await userEvent.click(within(picker).getByRole('button', { name: 'Redis' }));
    const form = await screen.findByRole('dialog', { name: 'Add Redis Connection' });
    await userEvent.type(within(form).getByLabelText('Name *'), 'cache');
    await userEvent.type(within(form).getByLabelText('Address *'), 'redis.local:6379');
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(/env:\/\/NAME for an environment variable, or file:\/\/\/path/);
    await userEvent.type(within(form).getByLabelText('Password'), 'env://REDIS_PASSWORD');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Connection added successfully')).toBeInTheDocument();
    const [post] = api.calls('POST', '/api/db/connections');
    expect(post!.body).toEqual({
      name: 'cache',
      namespace: 'default',
      type: 'redis',
      url: 'redis.local:6379',
      username: null,
      password: 'env://REDIS_PASSWORD',
      certificate: null,
      insecure_tls: false,
      properties: { db: 0 },
      source: 'UI',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
