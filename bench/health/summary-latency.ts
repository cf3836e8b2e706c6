import type { Db } from '../../apps/server/src/db/db.ts';
import type { SessionHeaders } from '../../e2e/support/api-session.ts';
import { measure, type LoadShape, type Measurement } from '../support/measure.ts';

export interface SummaryLatency {
  endpoint: Measurement;
  /** `SELECT * FROM check_summary` through the driver: the baseline. */
  view: Measurement;
  checks: number;
  /** Size of the endpoint's JSON answer. */
  responseKib: number;
}

const SHAPE: LoadShape = { concurrency: 1, maxOperations: 30, maxMillis: 60_000 };

/** The dashboard's summary endpoint, one request at a time, against the raw SQL of the check_summary view. */
export async function measureSummaryLatency(baseUrl: string, session: SessionHeaders, db: Db): Promise<SummaryLatency> {
  let checks = 0;
  let responseBytes = 0;
  const endpoint = async () => {
    const response = await fetch(`${baseUrl}/api/canary/api/summary`, { headers: session });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the summary answered ${response.status}: ${Buffer.from(body).toString()}`);
    responseBytes = body.byteLength;
    checks = (JSON.parse(Buffer.from(body).toString()) as { checks_summary: unknown[] }).checks_summary.length;
  };
  const view = async () => void (await db.query('SELECT * FROM check_summary'));
  // Warm both paths (plans, caches, the server's JIT) before measuring either.
  await endpoint();
  await view();
  const viewMeasurement = await measure(view, SHAPE);
  const endpointMeasurement = await measure(endpoint, SHAPE);
  return { endpoint: endpointMeasurement, view: viewMeasurement, checks, responseKib: responseBytes / 1024 };
}
