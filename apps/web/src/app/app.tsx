import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { SlotsProvider } from '../ui/slots/slots-context.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';
import type { AppRouter } from './router/create-app-router.ts';
import { APP_SLOTS } from './slots/app-slots.ts';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** The whole web app: server state, routes (with the slots features leave for each other filled) and toasts. */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SlotsProvider slots={APP_SLOTS}>
        <RouterProvider router={router} />
      </SlotsProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
