import type { SessionHeaders } from '../../e2e/support/api-session.ts';

/** Every FAILING_EVERY-th canary points at a path that fails, so the dashboard has failing rows. */
const FAILING_EVERY = 50;
const BATCH = 500;

const BENCH_NAMESPACE = 'bench';

/** The name of the i-th bench canary and of its one check. */
const benchCanaryName = (i: number) => `bench-${String(i).padStart(5, '0')}`;

const isFailingCanary = (i: number) => i % FAILING_EVERY === 0;

/** How many of `count` bench canaries fail on purpose. */
export const failingCanaryCount = (count: number) => Math.floor(count / FAILING_EVERY);

function canaryOf(i: number, targetUrl: string) {
  const name = benchCanaryName(i);
  return {
    name,
    namespace: BENCH_NAMESPACE,
    labels: { bench: 'health' },
    spec: { interval: 60, http: [{ name, url: `${targetUrl}/${isFailingCanary(i) ? 'fail' : 'ok'}/${i}` }] },
  };
}

/** Creates canaries 1..count through the data API, each with one HTTP check run every 60 s. */
export async function createBenchCanaries(baseUrl: string, session: SessionHeaders, count: number, targetUrl: string): Promise<void> {
  for (let first = 1; first <= count; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - first + 1) }, (_, k) => canaryOf(first + k, targetUrl));
    const response = await fetch(`${baseUrl}/api/db/canaries`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(batch),
    });
    if (response.status !== 201) throw new Error(`creating canaries answered ${response.status}: ${await response.text()}`);
  }
}
