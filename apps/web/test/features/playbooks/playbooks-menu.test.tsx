import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlaybooksMenu } from '#src/features/playbooks/components/playbooks-menu.tsx';
import { FeatureGate } from '#src/ui/gates/feature-gate.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import type { RunPlaybookResource } from '#src/ui/slots/slots.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const POD: RunPlaybookResource = { type: 'config', id: '01900000-0000-7000-8000-000000000601', name: 'checkout-7f9c' };
const SERVICE: RunPlaybookResource = { type: 'component', id: '01900000-0000-7000-8000-000000000602', name: 'checkout' };
const RESTART = { id: 'p1', name: 'restart', title: 'Restart pod', icon: null, parameters: [] };

function serve(roles = ['admin'], properties: object[] = []) {
  return API.on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/properties', { body: properties })
    .on('GET', '/api/playbook/list', { body: [RESTART] })
    .on('POST', '/api/playbook/p1/params', { body: { params: [{ name: 'grace', label: 'Grace period', type: 'text', default: '30s' }] } });
}

/** Beside the menu, a mark that shows once the flags and the roles have arrived and the gates decided. */
function openMenuFor(resource: RunPlaybookResource) {
  renderRoute(
    <>
      <PlaybooksMenu resource={resource} />
      <FeatureGate feature="incidents">
        <PermissionGate resources="incident" action="write">
          <span>gates decided</span>
        </PermissionGate>
      </FeatureGate>
    </>,
    { path: '/*', address: '/' },
  );
}

describe('Playbooks menu of a resource', () => {
  it.each([
    [POD, 'config_id'],
    [SERVICE, 'component_id'],
  ])('lists the playbooks for the $type and opens the Run dialog with it fixed', async (resource, param) => {
    serve();
    openMenuFor(resource);
    await userEvent.click(await screen.findByRole('button', { name: 'Playbooks' }));
    await userEvent.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: 'Restart pod' }));
    expect(API.calls('GET', '/api/playbook/list')[0]!.query.get(param)).toBe(resource.id);
    const dialog = await screen.findByRole('dialog', { name: 'Run Playbook' });
    expect(within(dialog).getByRole('region', { name: 'Resource' })).toHaveTextContent(resource.name!);
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Grace period')).toHaveValue('30s');
    expect(API.calls('POST', '/api/playbook/p1/params')[0]!.body).toEqual({ id: 'p1', [param]: resource.id });
  });

  it('is absent for a role without write on playbooks', async () => {
    serve(['responder']);
    openMenuFor(POD);
    await screen.findByText('gates decided');
    expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
  });

  it('is absent with the playbooks feature off', async () => {
    serve(['admin'], [{ name: 'playbooks.disable', value: 'true' }]);
    openMenuFor(POD);
    await screen.findByText('gates decided');
    expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
  });
});
