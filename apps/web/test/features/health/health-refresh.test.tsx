import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUMMARY_PATH, demoChecks, openHealth, serveHealth, table } from './support/health-page.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

const rateMenu = () => screen.getByRole('combobox', { name: 'Refresh rate' });
/** The rate menu's option of this name, read by opening the menu; a disabled one is aria-disabled. */
const option = async (name: string) => (await optionsOf(rateMenu())).find((shown) => shown.textContent === name)!;

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
    expect(await option('15s')).toHaveAttribute('aria-disabled', 'true');
    expect(await option('30s')).toHaveAttribute('aria-disabled', 'true');
    expect(await option('2m')).not.toHaveAttribute('aria-disabled');
    await chooseOption(rateMenu(), '2m');
    expect(window.localStorage.getItem('healthPageRefreshRate')).toBe('2m');
  });

  it('disables 2m and 3m from 3 hours and falls to the next allowed rate', async () => {
    window.localStorage.setItem('healthPageRefreshRate', '2m');
    serveHealth();
    openHealth('/health?timeRange=3h');
    await table();
    expect(await option('2m')).toHaveAttribute('aria-disabled', 'true');
    expect(await option('3m')).toHaveAttribute('aria-disabled', 'true');
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
