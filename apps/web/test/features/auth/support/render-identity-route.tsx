import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginRoute } from '#src/features/auth/routes/login.route.tsx';
import { ProfileSettingsRoute } from '#src/features/auth/routes/profile-settings.route.tsx';
import { RecoveryRoute } from '#src/features/auth/routes/recovery.route.tsx';
import { RegistrationRoute } from '#src/features/auth/routes/registration.route.tsx';
import { VerificationRoute } from '#src/features/auth/routes/verification.route.tsx';

/**
 * Mounts the identity screens at their addresses (as the app does) and opens `address`, after the
 * `visitedBefore` addresses in the history.
 */
export function renderIdentityRoute(address: string, visitedBefore: string[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginRoute /> },
      { path: '/registration', element: <RegistrationRoute /> },
      { path: '/recovery', element: <RecoveryRoute /> },
      { path: '/verification', element: <VerificationRoute /> },
      { path: '/profile-settings', element: <ProfileSettingsRoute /> },
      { path: '/', element: <p>Home page</p> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [...visitedBefore, address], initialIndex: visitedBefore.length },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    router,
    /** The address bar: path and query. */
    address: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
