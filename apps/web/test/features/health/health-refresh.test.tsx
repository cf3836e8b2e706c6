import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_PATH, demoChecks, openHealth, serveHealth, table } from './support/health-page.tsx';

const rateMenu = () => screen.getByRole('combobox', { name: 'Refresh rate' });
const option = (name: string) => screen.getByRole('option', { name });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Health dashboard refreshing', () => {
  it('disables 15s and 30s over the default hour and remembers the chosen rate', async () => {
    serveHealth();
    openHealth();
    await table();
    expect(rateMenu()).toHaveValue('none');
    expect(option('15s')).toBeDisabled();
    expect(option('30s')).toBeDisabled();
    expect(option('2m')).toBeEnabled();
    await userEvent.selectOptions(rateMenu(), '2m');
    expect(window.localStorage.getItem('healthPageRefreshRate')).toBe('2m');
  });

  it('disables 2m and 3m from 3 hours and falls to the next allowed rate', async () => {
    window.localStorage.setItem('healthPageRefreshRate', '2m');
    serveHealth();
    openHealth('/health?timeRange=3h');
    await table();
    expect(option('2m')).toBeDisabled();
    expect(option('3m')).toBeDisabled();
    expect(rateMenu()).toHaveValue('5m');
  });

  it('fetches the summary again at the chosen rate', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('healthPageRefreshRate', '15s');
    const api = serveHealth();
    openHealth('/health?timeRange=15m');
    await table();
    expect(rateMenu()).toHaveValue('15s');
    expect(api.calls('POST', SUMMARY_PATH)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(api.calls('POST', SUMMARY_PATH)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await waitFor(() => expect(api.calls('POST', SUMMARY_PATH)).toHaveLength(3));
  });

  it('aborts a pending fetch when a new one starts', async () => {
    const signals: AbortSignal[] = [];
    let call = 0;
    serveHealth();
    const fake = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith(SUMMARY_PATH)) return fake(input, init);
        call += 1;
        signals.push(init!.signal!);
        if (call === 2) return new Promise<Response>(() => {});
        const body = JSON.stringify({ checks_summary: demoChecks() });
        return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      }),
    );
    openHealth();
    await table();
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await waitFor(() => expect(signals).toHaveLength(3));
    expect(signals[1]!.aborted).toBe(true);
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'));
  });
});
