import { performance } from 'node:perf_hooks';
import { percentile } from '../support/measure.ts';
import type { Answer, Scenario } from './catalog-scenarios.ts';

export interface Latency {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

export interface ScenarioLatency {
  name: string;
  endpoint: Latency;
  sql: Latency;
  /** Endpoint median / SQL median. */
  ratio: number;
  endpointAnswer: Answer;
  sqlAnswer: Answer;
}

const WARMUP = 2;
const REPEATS = 15;

function summarise(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs: sorted.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
}

async function timed(operation: () => Promise<Answer>): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const answer = await operation();
  return { ms: performance.now() - started, answer };
}

/**
 * Each scenario's endpoint and its SQL, one call at a time, alternating so both see the same
 * moments of a shared machine; the first calls of each only warm plans and caches.
 */
export async function measureScenario(scenario: Scenario): Promise<ScenarioLatency> {
  for (let i = 0; i < WARMUP; i += 1) {
    await scenario.sql();
    await scenario.endpoint();
  }
  const endpointMs: number[] = [];
  const sqlMs: number[] = [];
  let endpointAnswer: Answer = { rows: 0 };
  let sqlAnswer: Answer = { rows: 0 };
  for (let i = 0; i < REPEATS; i += 1) {
    const sql = await timed(scenario.sql);
    const endpoint = await timed(scenario.endpoint);
    sqlMs.push(sql.ms);
    endpointMs.push(endpoint.ms);
    sqlAnswer = sql.answer;
    endpointAnswer = endpoint.answer;
  }
  const endpoint = summarise(endpointMs);
  const sql = summarise(sqlMs);
  return { name: scenario.name, endpoint, sql, ratio: endpoint.medianMs / sql.medianMs, endpointAnswer, sqlAnswer };
}
