import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '#src/app/providers/create-query-client.ts';
import { APP_SLOTS } from '#src/app/slots/app-slots.ts';
import { SlotsProvider } from '#src/ui/slots/slots-context.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { Toaster } from '#src/ui/toast/toaster.tsx';

// jsdom has no layout, so no ResizeObserver; Radix measures some controls (Switch) with it.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeAll(() => {
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
});

afterEach(() => {
  act(() => toast.clear());
});

/** Mounts a page at `path`, opened at `address`, with the app's query client, slots and toasts. */
export function renderRoute(page: ReactElement, { path, address = path }: { path: string; address?: string }) {
  // The app's own client, so failures toast exactly as they do in the app; only retries are off.
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <SlotsProvider slots={APP_SLOTS}>
        <RouterProvider router={router} />
      </SlotsProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    router,
    /** The query string of the address bar, parsed. */
    search: () => new URLSearchParams(router.state.location.search),
  };
}
