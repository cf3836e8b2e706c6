import { performance } from 'node:perf_hooks';
import { percentile } from '../support/measure.ts';
import type { Answer } from './incidents-scenarios.ts';

export interface Latency {
  runs: number;
  medianMs: number;
  p95Ms: number;
  answer: Answer;
}

const WARMUP = 3;
export const REPEATS = 15;

function summarise(samples: number[], answer: Answer): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { runs: sorted.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), answer };
}

async function timed(call: () => Promise<Answer>): Promise<{ ms: number; answer: Answer }> {
  const started = performance.now();
  const answer = await call();
  return { ms: performance.now() - started, answer };
}

/** One call `REPEATS` times after a warm-up, one at a time. */
export async function timeSeries(call: () => Promise<Answer>): Promise<Latency> {
  for (let i = 0; i < WARMUP; i += 1) await call();
  const samples: number[] = [];
  let answer: Answer = { rows: 0 };
  for (let i = 0; i < REPEATS; i += 1) {
    const run = await timed(call);
    samples.push(run.ms);
    answer = run.answer;
  }
  return summarise(samples, answer);
}

/** Two calls alternating, so both see the same moments of a shared machine. */
export async function timePair(first: () => Promise<Answer>, second: () => Promise<Answer>): Promise<[Latency, Latency]> {
  for (let i = 0; i < WARMUP; i += 1) {
    await first();
    await second();
  }
  const firstMs: number[] = [];
  const secondMs: number[] = [];
  let firstAnswer: Answer = { rows: 0 };
  let secondAnswer: Answer = { rows: 0 };
  for (let i = 0; i < REPEATS; i += 1) {
    const a = await timed(first);
    const b = await timed(second);
    firstMs.push(a.ms);
    secondMs.push(b.ms);
    firstAnswer = a.answer;
    secondAnswer = b.answer;
  }
  return [summarise(firstMs, firstAnswer), summarise(secondMs, secondAnswer)];
}
