import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Badge } from '#src/ui/badge/badge.tsx';
import { NavTabs } from '#src/ui/tabs/nav-tabs.tsx';
import { TabPanel } from '#src/ui/tabs/tab-panel.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';

function CheckTabs() {
  const [tab, setTab] = useState('history');
  return (
    <Tabs
      label="Check details"
      value={tab}
      onChange={setTab}
      tabs={[
        { value: 'history', label: 'History' },
        { value: 'spec', label: 'Spec' },
        { value: 'relationships', label: 'Relationships', badge: <Badge shape="count" label="2 relationships">2</Badge> },
      ]}
    >
      <TabPanel value="history">The runs</TabPanel>
      <TabPanel value="spec">The spec</TabPanel>
      <TabPanel value="relationships">The relationships</TabPanel>
    </Tabs>
  );
}

const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tab list whose selected tab shows its panel', () => {
    render(<CheckTabs />);
    const list = screen.getByRole('tablist', { name: 'Check details' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The runs');
    expect(within(tab(/Relationships/)).getByLabelText('2 relationships')).toBeInTheDocument();
  });

  it('switches on click', async () => {
    render(<CheckTabs />);
    await userEvent.click(tab('Spec'));
    expect(tab('Spec')).toHaveAttribute('aria-selected', 'true');
    expect(tab('History')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The spec');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<CheckTabs />);
    tab('History').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Spec')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The spec');
    await userEvent.keyboard('{End}');
    expect(tab(/Relationships/)).toHaveAttribute('aria-selected', 'true');
  });
});

describe('NavTabs', () => {
  it('marks the tab of the current address, or the one said to be current', () => {
    render(
      <MemoryRouter initialEntries={['/catalog/changes']}>
        <NavTabs
          label="Catalog sections"
          items={[
            { to: '/catalog', label: 'Catalog' },
            { to: '/catalog/changes', label: 'Changes' },
          ]}
        />
        <NavTabs
          label="Config tabs"
          items={[
            { to: '/catalog/1', label: 'Config', current: false },
            { to: '/catalog/1/insights', label: 'Insights', current: true, badge: <Badge shape="count">3</Badge> },
          ]}
        />
      </MemoryRouter>,
    );
    const sections = screen.getByRole('navigation', { name: 'Catalog sections' });
    expect(within(sections).getByRole('link', { name: 'Changes' })).toHaveAttribute('aria-current', 'page');
    expect(within(sections).getByRole('link', { name: 'Catalog' })).not.toHaveAttribute('aria-current');
    const config = screen.getByRole('navigation', { name: 'Config tabs' });
    expect(within(config).getByRole('link', { name: /^Insights/ })).toHaveAttribute('aria-current', 'page');
    expect(within(config).getByRole('link', { name: /^Insights/ })).toHaveTextContent('Insights3');
    expect(within(config).getByRole('link', { name: 'Config' })).not.toHaveAttribute('aria-current');
  });
});
