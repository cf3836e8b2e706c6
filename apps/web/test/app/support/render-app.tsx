import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { App } from '#src/app/app.tsx';
import { createQueryClient } from '#src/app/providers/create-query-client.ts';
import { appRoutes } from '#src/app/router/app-routes.tsx';
import { connectRouterNavigation } from '#src/app/router/create-app-router.ts';

/** The whole app at `path`, the way main.tsx mounts it, on an in-memory history. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const disconnect = connectRouterNavigation(router);
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  onTestFinished(() => {
    view.unmount();
    disconnect();
    queryClient.clear();
    router.dispose();
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
