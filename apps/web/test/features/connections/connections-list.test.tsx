import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastListQuery, openConnections, rowOf, serveConnections } from './support/connections-page.tsx';

describe('Connections list', () => {
  it('asks for 50 connections not deleted, with an exact count, and never asks for a secret', async () => {
    const api = serveConnections(['admin']);
    openConnections();
    const pg = await rowOf('orders-db');
    const cells = within(pg).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['PostgreSQL', 'default', 'postgres://$(username):$(password)@db:5432/orders', 'UI', 'Grace Hopper']));
    expect(within(await rowOf('alerts-hook')).getByText('kubernetes/vigil/alerts')).toBeInTheDocument();
    for (const header of ['Name', 'Type', 'Namespace', 'URL', 'Source', 'Created By', 'Created', 'Updated']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const query = lastListQuery(api);
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('0');
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('order')).toBe('name.asc');
    expect(query.get('select')).not.toMatch(/password|certificate|\*/);
    expect(api.calls('GET', '/api/db/connections')[0]!.headers.get('Prefer')).toContain('count=exact');
  });

  it('reads paging and sorting from the address', async () => {
    const api = serveConnections(['admin']);
    api.on('GET', '/api/db/connections', { body: [], headers: { 'Content-Range': '*/0' } });
    openConnections('/settings/connections?pageIndex=2&pageSize=100&sortBy=type&sortOrder=desc');
    await waitFor(() => expect(lastListQuery(api).get('offset')).toBe('200'));
    expect(lastListQuery(api).get('limit')).toBe('100');
    expect(lastListQuery(api).get('order')).toBe('type.desc');
  });

  it('invites a writer to add the first connection', async () => {
    const api = serveConnections(['admin']);
    api.on('GET', '/api/db/connections', { body: [], headers: { 'Content-Range': '*/0' } });
    openConnections();
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Connection' })).toHaveLength(2);
  });

  it('shows the server refusing the list, with a retry', async () => {
    const api = serveConnections(['admin']);
    api.on('GET', '/api/db/connections', { status: 400, body: { error: 'bad_request', message: 'column "nope" does not exist' } });
    openConnections();
    expect(await screen.findByText('Could not load connections')).toBeInTheDocument();
    expect(screen.getByText('column "nope" does not exist')).toBeInTheDocument();
  });
});

describe('Who sees what', () => {
  it('lets an editor read connections but hides add, save, test and delete', async () => {
    const api = serveConnections(['editor']);
    api.on('GET', '/api/db/connections', { body: [], headers: { 'Content-Range': '*/0' } });
    openConnections();
    expect(await screen.findByText('No connections yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Connection' })).not.toBeInTheDocument();
  });

  it('shows an editor a connection read-only, without Save, Test or Delete', async () => {
    serveConnections(['editor']);
    openConnections();
    await userEvent.click(await screen.findByRole('cell', { name: 'orders-db' }));
    const dialog = await screen.findByRole('dialog', { name: 'orders-db' });
    expect(await within(dialog).findByLabelText('Name *')).toBeDisabled();
    for (const name of ['Save', 'Test', 'Delete']) expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Close', { selector: 'footer button' })).toBeInTheDocument();
  });

  it('refuses a viewer without asking for connections', async () => {
    const api = serveConnections(['viewer']);
    openConnections();
    expect(await screen.findByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(api.calls('GET', '/api/db/connections')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add Connection' })).not.toBeInTheDocument();
  });
});
