import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageChromeProvider } from '#src/ui/page/page-chrome-context.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';

function renderPage(props: { isRefreshing?: boolean; onRefresh?: () => void }) {
  return render(
    <MemoryRouter initialEntries={['/settings/notifications']}>
      <PageChromeProvider value={{ headerActions: <button type="button">User menu</button> }}>
        <PageLayout
          title="Notifications"
          breadcrumbs={[{ label: 'Job History', to: '/settings/jobs' }, { label: 'Notifications' }]}
          extra={<button type="button">Add</button>}
          onRefresh={props.onRefresh}
          isRefreshing={props.isRefreshing}
        >
          <p>table</p>
        </PageLayout>
      </PageChromeProvider>
    </MemoryRouter>,
  );
}

describe('page header', () => {
  it('shows the title, breadcrumbs, the page controls and the frame menus', () => {
    renderPage({});
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const crumbs = within(header).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Job History' })).toHaveAttribute('href', '/settings/jobs');
    expect(within(crumbs).getByText('Notifications')).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  });

  it('refreshes on request and spins while the data loads', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderPage({ onRefresh, isRefreshing: false });
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button.querySelector('svg')).not.toHaveClass('animate-spin');
    await userEvent.setup().click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    rerender(
      <MemoryRouter initialEntries={['/settings/notifications']}>
        <PageLayout title="Notifications" onRefresh={onRefresh} isRefreshing>
          <p>table</p>
        </PageLayout>
      </MemoryRouter>,
    );
    const spinning = screen.getByRole('button', { name: 'Refresh' });
    expect(spinning).toHaveAttribute('aria-busy', 'true');
    expect(spinning.querySelector('svg')).toHaveClass('animate-spin');
  });
});
