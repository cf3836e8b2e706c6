import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageCrashView } from '#src/app/views/page-crash-view.tsx';
import { ErrorBoundary } from '#src/ui/error-boundary/error-boundary.tsx';
import { PageChromeProvider } from '#src/ui/page/page-chrome-context.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';

beforeEach(() => {
  // React reports caught render errors on the console; the test looks at the screen instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Crashing({ message }: { message: string }): never {
  throw new Error(message);
}

function FlakyWidget() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('the chart lost its data');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break the chart
    </button>
  );
}

describe('render crashes', () => {
  it('keeps a crash of page content inside the page: the header and menus stay', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/health',
          element: (
            <PageChromeProvider value={{ headerActions: <button type="button">User menu</button> }}>
              <PageLayout title="Health">
                <FlakyWidget />
              </PageLayout>
            </PageChromeProvider>
          ),
        },
      ],
      { initialEntries: ['/health'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Break the chart' }));

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Something went wrong');
    expect(panel).toHaveTextContent('the chart lost its data');
    expect(screen.getByRole('heading', { level: 1, name: 'Health' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
  });

  it("offers 'Try again', which renders the content afresh", async () => {
    let crash = true;
    function SometimesCrashing() {
      if (crash) throw new Error('first render fails');
      return <p>Recovered content</p>;
    }
    render(
      <ErrorBoundary>
        <SometimesCrashing />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('first render fails');
    crash = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });

  it('clears itself when the user moves to another page', async () => {
    let crash = true;
    function Content({ page }: { page: string }) {
      if (crash) throw new Error('broken');
      return <p>{page} content</p>;
    }
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/health']}>
        <Content page="Health" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    crash = false;
    rerender(
      <ErrorBoundary resetKeys={['/health']}>
        <Content page="Health" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKeys={['/logs']}>
        <Content page="Logs" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Logs content')).toBeInTheDocument();
  });

  it("shows 'Sorry.. there was an error' when a whole page fails", async () => {
    const router = createMemoryRouter(
      [{ path: '/', errorElement: <PageCrashView />, element: <Crashing message="layout exploded" /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Sorry.. there was an error' })).toBeInTheDocument();
    expect(screen.getByText('layout exploded')).toBeInTheDocument();
  });
});
