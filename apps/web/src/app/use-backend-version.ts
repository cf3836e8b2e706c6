import { useEffect, useState } from 'react';

export type BackendVersion = { state: 'loading' } | { state: 'ready'; version: string } | { state: 'error'; message: string };

/** Asks the server which version it runs; the frame's version line shows it. */
export function useBackendVersion(): BackendVersion {
  const [result, setResult] = useState<BackendVersion>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/about', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The server answered ${response.status}`);
        const body = (await response.json()) as { Version?: string };
        setResult({ state: 'ready', version: body.Version ?? 'NA' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', message: error instanceof Error ? error.message : 'Network error' });
      });
    return () => controller.abort();
  }, []);
  return result;
}
