import { z } from 'zod';

/** Lines one search answers unless it asks for another number, and the most it may ask for. */
export const DEFAULT_LOG_LIMIT = 500;
export const MAX_LOG_LIMIT = 5000;

/** `POST /api/logs`: the component (or backend name), which of its logs, the text, the time range and how many lines. */
export const logSearchBody = z.strictObject({
  id: z.string().trim().min(1, { error: 'id must name a component (its id) or a log backend' }),
  name: z.string().nullish(),
  query: z.string().nullish(),
  start: z.string().nullish(),
  end: z.string().nullish(),
  limit: z.int().min(1).max(MAX_LOG_LIMIT).nullish(),
  labels: z.record(z.string(), z.string()).nullish(),
});

export type LogSearchBody = z.output<typeof logSearchBody>;
