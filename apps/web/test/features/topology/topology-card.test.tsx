import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TopologyComponent } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { TopologyCard } from '#src/features/topology/components/topology-card.tsx';
import { renderRoute } from '#test/support/render-route.tsx';
import { API, component, property } from './support/topology-api.ts';

function showCard(shown: TopologyComponent) {
  renderRoute(<TopologyCard component={shown} width={400} hrefOf={(id) => `/topology/${id}`} />, { path: '/topology' });
  return screen.getByRole('article', { name: shown.name });
}

const valueOf = (card: HTMLElement, name: string) => within(card).getByText(name).closest('div')!.querySelector('dd span')!;

describe('a topology card', () => {
  it('shows percentages above 70% in red, whether given in % or against a max', () => {
    const card = showCard(
      component(API, 'api', {
        properties: [
          property('cpu', { value: 85, unit: '%', headline: true }),
          property('memory', { value: 70, unit: '%', headline: true }),
          property('disk', { value: 900, max: 1000, unit: 'GB' }),
          property('pods', { value: 3, max: 10 }),
          property('version', { text: '1.2.3' }),
        ],
      }),
    );
    expect(valueOf(card, 'cpu')).toHaveTextContent('85%');
    expect(valueOf(card, 'cpu')).toHaveClass('text-red-600');
    expect(valueOf(card, 'memory')).not.toHaveClass('text-red-600');
    expect(within(card).getByText('900 / 1000 GB')).toHaveClass('text-red-600');
    expect(within(card).getByText('3 / 10')).not.toHaveClass('text-red-600');
    expect(within(card).getByText('1.2.3')).not.toHaveClass('text-red-600');
  });

  it('collapses headline metrics beyond 6 and other properties beyond 5', async () => {
    const user = userEvent.setup();
    const headlines = Array.from({ length: 8 }, (_, index) => property(`metric-${index + 1}`, { value: index, headline: true }));
    const others = Array.from({ length: 7 }, (_, index) => property(`prop-${index + 1}`, { text: `v${index + 1}` }));
    const card = showCard(component(API, 'api', { properties: [...headlines, ...others] }));
    const metrics = within(card).getByLabelText('Metrics');
    expect(within(metrics).getAllByRole('term')).toHaveLength(6);
    const properties = within(card).getByLabelText('Properties');
    expect(within(properties).getAllByRole('term')).toHaveLength(5);
    await user.click(within(card).getByRole('button', { name: 'Show 2 more metrics' }));
    expect(within(metrics).getAllByRole('term')).toHaveLength(8);
    await user.click(within(card).getByRole('button', { name: 'Show 2 more properties' }));
    expect(within(properties).getAllByRole('term')).toHaveLength(7);
  });

  it('links its checks, incidents and insights, with low insights counted as medium', () => {
    const card = showCard(
      component(API, 'api', {
        summary: {
          healthy: 1,
          unhealthy: 0,
          warning: 0,
          unknown: 0,
          checks: { healthy: 3, unhealthy: 1200 },
          incidents: { availability: { high: 2 } },
          insights: { security: { low: 1, medium: 2 } },
        },
      }),
    );
    expect(within(card).getByRole('link', { name: '3 healthy checks' })).toHaveAttribute('href', '/health?status=healthy');
    expect(within(card).getByRole('link', { name: '1200 unhealthy checks' })).toHaveTextContent('1k+');
    expect(within(card).getByRole('link', { name: '2 high availability incidents' })).toHaveAttribute(
      'href',
      `/incidents?severity=high&component=${API}&type=availability`,
    );
    expect(within(card).getByRole('link', { name: '3 medium security insights' })).toHaveAttribute(
      'href',
      `/catalog/insights?component=${API}&type=security&severity=medium`,
    );
  });

  it('shows at most five team avatars and counts the rest', () => {
    const card = showCard(component(API, 'api', { team_names: ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta'] }));
    const teams = within(card).getByLabelText('Teams');
    expect(within(teams).getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    expect(within(teams).getByText('+2')).toBeInTheDocument();
  });
});
