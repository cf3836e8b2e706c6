import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfigChangesTab } from '#src/features/catalog/components/changes/config-changes-tab.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CONFIG_ID, aChange, lastChangesBody, serveChanges } from './changes-fixtures.ts';

const server = fakeServerForEachTest();

function openTab() {
  return renderRoute(<ConfigChangesTab configId={CONFIG_ID} />, { path: '/catalog/:id/changes', address: `/catalog/${CONFIG_ID}/changes` });
}

describe('Config changes tab', () => {
  it('asks for the config and its downstream configs 5 levels deep by default', async () => {
    serveChanges(server, [aChange()]);
    openTab();
    await screen.findByText('checkout-deployment');
    expect(screen.getByRole('checkbox', { name: 'Downstream' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Upstream' })).not.toBeChecked();
    expect(lastChangesBody(server)).toMatchObject({ id: CONFIG_ID, recursive: 'downstream', depth: 5 });
    expect(screen.queryByRole('combobox', { name: 'Config Type' })).not.toBeInTheDocument();
  });

  it('follows the upstream and downstream toggles', async () => {
    serveChanges(server, [aChange()]);
    openTab();
    await screen.findByText('checkout-deployment');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Upstream' }));
    await waitFor(() => expect(lastChangesBody(server).recursive).toBe('all'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Downstream' }));
    await waitFor(() => expect(lastChangesBody(server).recursive).toBe('upstream'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Upstream' }));
    await waitFor(() => expect(lastChangesBody(server)).not.toHaveProperty('recursive'));
    expect(lastChangesBody(server).id).toBe(CONFIG_ID);
  });
});
