import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from '../ui/toast/toaster.tsx';
import type { AppRouter } from './router/create-app-router.ts';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** The whole web app: server state, routes and toasts. */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
