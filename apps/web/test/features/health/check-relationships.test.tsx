import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '#test/support/fake-server.ts';
import { serveCheck, theCheck } from './support/check-detail-api.ts';
import { openHealth } from './support/health-page.tsx';

/** The rows of a link table as the data API answers them: only the live ones when asked for those. */
const links = <Row,>(live: Row[], removed: Row[]) => (request: RecordedRequest) => ({
  body: request.query.get('deleted_at') === 'is.null' ? live : [...live, ...removed],
});

describe('Check detail Relationships', () => {
  it('shows the live links only: not those the check no longer selects', async () => {
    const check = theCheck();
    serveCheck(check)
      .on(
        'GET',
        '/api/db/check_config_relationships',
        links(
          [{ config_id: 'cfg-1', config: { id: 'cfg-1', name: 'storefront', type: 'Kubernetes::Service' } }],
          [{ config_id: 'cfg-2', config: { id: 'cfg-2', name: 'old-service', type: 'Kubernetes::Service' } }],
        ),
      )
      .on('GET', '/api/db/check_component_relationships', links([], [{ component_id: 'cmp-9', component: { id: 'cmp-9', name: 'old-component' } }]));
    openHealth(`/health?checkId=${check.id}`);
    await screen.findByRole('dialog', { name: /login/ });
    const tab = screen.getByRole('tab', { name: /Relationships/ });
    await within(tab).findByLabelText('1 relationships');
    await userEvent.click(tab);
    const table = await screen.findByRole('table', { name: 'Relationships' });
    expect(within(table).getByRole('link', { name: 'storefront' })).toHaveAttribute('href', '/catalog/cfg-1');
    expect(within(table).queryByText('old-service')).not.toBeInTheDocument();
    expect(within(table).queryByText('old-component')).not.toBeInTheDocument();
  });
});
