import { z } from 'zod';

export const DEFAULT_WINDOW_HOURS = 24;
export const MAX_WINDOW_HOURS = 168;
export const DEFAULT_PROPOSAL_LIMIT = 20;
export const MAX_PROPOSAL_LIMIT = 100;

export const proposedEvidenceParams = z.strictObject({
  id: z.guid().describe("The incident's id"),
});

export const proposedEvidenceQuery = z.strictObject({
  hours: z.coerce.number().int().min(1).max(MAX_WINDOW_HOURS).default(DEFAULT_WINDOW_HOURS)
    .describe(`How many hours before the opening to look at (1 to ${MAX_WINDOW_HOURS}; ${DEFAULT_WINDOW_HOURS} by default)`),
  limit: z.coerce.number().int().min(1).max(MAX_PROPOSAL_LIMIT).default(DEFAULT_PROPOSAL_LIMIT)
    .describe(`How many proposals at most (1 to ${MAX_PROPOSAL_LIMIT}; ${DEFAULT_PROPOSAL_LIMIT} by default)`),
});

export type ProposedEvidenceQuery = z.output<typeof proposedEvidenceQuery>;
