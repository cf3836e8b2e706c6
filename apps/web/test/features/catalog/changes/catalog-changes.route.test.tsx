import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CatalogChangesRoute } from '#src/features/catalog/routes/catalog-changes.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CONFIG_ID, aChange, lastChangesBody, serveChanges } from './changes-fixtures.ts';
import { chooseOption } from '#test/support/kit-select.ts';

const server = fakeServerForEachTest();
const DAY_MS = 86_400_000;

function openChanges(address = '/catalog/changes') {
  return renderRoute(<CatalogChangesRoute />, { path: '/catalog/changes', address });
}

describe('Catalog changes page', () => {
  it('shows the breadcrumb and asks for the newest 200 changes of the last 2 days, deleted configs hidden', async () => {
    serveChanges(server, [aChange()]);
    openChanges();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    expect(within(crumbs).getByText('Changes')).toBeInTheDocument();
    await screen.findByText('checkout-deployment');
    const body = lastChangesBody(server);
    expect(body).toMatchObject({ page: 1, page_size: 200, sort_by: '-created_at', include_deleted_configs: false });
    const span = Date.parse(String(body.to)) - Date.parse(String(body.from));
    expect(span).toBe(2 * DAY_MS);
  });

  it('lists each change with a link to its config and its columns', async () => {
    serveChanges(server, [aChange()]);
    openChanges();
    const link = await screen.findByRole('link', { name: 'checkout-deployment' });
    expect(link).toHaveAttribute('href', `/catalog/${CONFIG_ID}`);
    const row = link.closest('tr')!;
    for (const text of ['Kubernetes::Deployment', 'diff', 'spec.replicas', 'high', 'ConfigFile', '3', 'deployer']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
  });

  it('says so when no change matches', async () => {
    serveChanges(server, []);
    openChanges();
    expect(await screen.findByText('No changes found')).toBeInTheDocument();
  });

  it('shows the server error when the changes cannot be loaded', async () => {
    serveChanges(server, []);
    server.on('POST', '/api/catalog/changes', { status: 400, body: { error: 'from must be a date' } });
    openChanges();
    expect(await screen.findByRole('alert')).toHaveTextContent('from must be a date');
  });

  it('sends the chosen filters and keeps them in the URL', async () => {
    serveChanges(server, [aChange()]);
    const page = openChanges();
    await screen.findByText('checkout-deployment');
    await chooseOption(await screen.findByRole('combobox', { name: 'Change Type' }), 'Pulled');
    await chooseOption(screen.getByRole('combobox', { name: 'Config Type' }), 'Kubernetes::Pod');
    await chooseOption(screen.getByRole('combobox', { name: 'Severity' }), 'critical');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'env=prod{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Created By' }), 'deployer{Enter}');
    await waitFor(() =>
      expect(lastChangesBody(server)).toMatchObject({
        type: 'Pulled',
        config_type: 'Kubernetes::Pod',
        severity: 'critical',
        tags: 'env=prod',
        created_by: 'deployer',
      }),
    );
    expect(page.search().get('changeType')).toBe('Pulled');
    expect(page.search().get('tags')).toBe('env=prod');
  });

  it('asks the server for the chosen range and page', async () => {
    serveChanges(server, [aChange()], 450);
    openChanges('/catalog/changes?timeRange=1w&pageIndex=1');
    await screen.findByText('checkout-deployment');
    const body = lastChangesBody(server);
    expect(body.page).toBe(2);
    expect(Date.parse(String(body.to)) - Date.parse(String(body.from))).toBe(7 * DAY_MS);
  });

  it('asks for a newly chosen range from the first page and keeps it in the URL', async () => {
    serveChanges(server, [aChange()], 450);
    const page = openChanges('/catalog/changes?pageIndex=1');
    await screen.findByText('checkout-deployment');
    await userEvent.click(screen.getByRole('button', { name: /^Time range:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Last 3 hours' }));
    await waitFor(() => {
      const body = lastChangesBody(server);
      expect(Date.parse(String(body.to)) - Date.parse(String(body.from))).toBe(3 * 3_600_000);
    });
    expect(lastChangesBody(server).page).toBe(1);
    expect(page.search().get('range')).toBe('3h');
    expect(page.search().get('pageIndex')).toBeNull();
  });

  it('sorts on the server, a descending sort sent with a leading dash', async () => {
    serveChanges(server, [aChange()]);
    const page = openChanges();
    await screen.findByText('checkout-deployment');
    await userEvent.click(screen.getByRole('button', { name: /Change Type/ }));
    await waitFor(() => expect(lastChangesBody(server).sort_by).toBe('change_type'));
    await userEvent.click(screen.getByRole('button', { name: /Change Type/ }));
    await waitFor(() => expect(lastChangesBody(server).sort_by).toBe('-change_type'));
    expect(page.search().get('sortOrder')).toBe('desc');
  });

  it('opens a change with its summary, coloured diff, patches and details', async () => {
    const detail = aChange({
      diff: '--- a\n+++ b\n@@ -1 +1 @@\n-replicas: 2\n+replicas: 3\n',
      patches: { spec: { replicas: 3 } },
      details: { reason: 'scale-up' },
    });
    serveChanges(server, [aChange()], 1, detail);
    openChanges();
    await userEvent.click(await screen.findByText('spec.replicas'));
    const dialog = await screen.findByRole('dialog');
    const removed = await within(dialog).findByText('-replicas: 2');
    expect(removed).toHaveAttribute('data-diff-line', 'removed');
    expect(removed.className).toMatch(/red/);
    const added = within(dialog).getByText('+replicas: 3');
    expect(added).toHaveAttribute('data-diff-line', 'added');
    expect(added.className).toMatch(/green/);
    expect(within(within(dialog).getByRole('region', { name: 'Patches' })).getByText(/"replicas": 3/)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Details' })).getByText(/scale-up/)).toBeInTheDocument();
    expect(server.calls('GET', '/api/db/config_changes').at(-1)?.query.get('id')).toBe(`eq.${detail.id}`);
  });

  it('shows the config type and the change type each with its icon', async () => {
    serveChanges(server, [aChange(), aChange({ id: '0190f0aa-0000-7000-8000-0000000000c2', name: 'web-pod', type: 'Kubernetes::Pod', change_type: 'BackOff' })]);
    openChanges();
    const icons = async (name: string) => {
      const row = (await screen.findByRole('link', { name })).closest('tr')!;
      return Array.from(row.querySelectorAll('[data-icon]'), (icon) => icon.getAttribute('data-icon'));
    };
    expect(await icons('checkout-deployment')).toEqual(['k8s-deployment', 'verb-diff']);
    expect(await icons('web-pod')).toEqual(['k8s-pod', 'verb-backoff']);
  });
});
