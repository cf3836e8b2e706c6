import { z } from 'zod';
import { EXPIRY_HELP, parseExpiry } from './token-expiry.ts';
import { parseTokenScope, SCOPE_HELP } from './token-scope.ts';

const expiry = z
  .string({ error: EXPIRY_HELP })
  .nullish()
  .describe('How long the token lives: "720h", "30d", "2w", "1h30m" or "never"; left out: the longest allowed')
  .transform((text, context) => {
    const parsed = parseExpiry(text);
    if (parsed.ok) return { ms: parsed.ms, text: text ?? '' };
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

const scope = z
  .array(z.string({ error: SCOPE_HELP }), { error: SCOPE_HELP })
  .nullish()
  .describe('"<resource>:<action>" entries such as "canaries:read"; left out: all of the creator\'s rights')
  .transform((entries, context) => {
    const parsed = parseTokenScope(entries);
    if (parsed.ok) return parsed.scope;
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/** POST /api/auth/create_token. */
export const createTokenBody = z.object({
  name: z.string({ error: 'name is required' }).trim().min(1, 'name is required').max(255, 'name must have at most 255 characters'),
  expiry,
  scope,
});

/** DELETE /api/auth/tokens/:id. */
export const tokenIdParams = z.object({
  id: z.guid({ error: (issue) => `The token id must be a UUID (got "${String(issue.input)}")` }).transform((id) => id.toLowerCase()),
});
