import { createQueryKeys } from '#src/api/query-keys.ts';

export const agentKeys = createQueryKeys('agents');

/** Agents change rarely; the spec keeps them fresh for 5 minutes (spec 000 §9). */
export const AGENTS_STALE_TIME_MS = 5 * 60_000;
