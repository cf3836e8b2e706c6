import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '#src/api/http-client.ts';
import { createQueryClient } from '#src/app/providers/create-query-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { toastError } from '#src/ui/toast/toast-error.ts';
import { Toaster } from '#src/ui/toast/toaster.tsx';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('shows a message and removes it after 5 seconds', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Agent created');
    });
    expect(screen.getByText('Agent created')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(screen.getByText('Agent created')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Agent created')).not.toBeInTheDocument();
  });

  it("shows the server's message of a failure, or 'An error occurred' when there is none", () => {
    render(<Toaster />);
    act(() => {
      toastError(new Error('name must be unique'));
      toastError({});
    });
    expect(screen.getByText('name must be unique')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});

describe('failed changes', () => {
  afterEach(() => {
    act(() => toast.clear());
    vi.unstubAllGlobals();
  });

  function SaveButton({ quiet = false }: { quiet?: boolean }) {
    const save = useMutation({
      mutationFn: () => http.post('db', '/agents', { body: { name: 'edge' } }),
      meta: quiet ? { errorToast: false } : undefined,
    });
    return (
      <button type="button" onClick={() => save.mutate()}>
        {quiet ? 'Save quietly' : 'Save'}
      </button>
    );
  }

  it("show the server's message in a toast unless the change handles its own errors", async () => {
    const conflict = { code: '23505', message: 'an agent named edge exists', details: null, hint: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(conflict), { status: 409, headers: { 'content-type': 'application/json' } })),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SaveButton quiet />
        <SaveButton />
        <Toaster />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save quietly' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('an agent named edge exists')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('an agent named edge exists')).toBeInTheDocument();
  });
});
