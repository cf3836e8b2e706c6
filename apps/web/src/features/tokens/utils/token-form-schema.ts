import { ACCESS_TOKEN_EXPIRY_CHOICES, type CreateAccessTokenRequest, isResource } from '@vigil/domain';
import { z } from 'zod';

const EXPIRY_VALUES = ACCESS_TOKEN_EXPIRY_CHOICES.map((choice) => choice.value) as [string, ...string[]];

/** "canaries:read, *:read" -> ['canaries:read', '*:read']; commas or spaces separate entries. */
export function scopeEntries(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function scopeEntryProblem(entry: string): string | undefined {
  const [resource = '', action, extra] = entry.split(':');
  if (action === undefined || extra !== undefined) return `"${entry}" is not <resource>:<action>`;
  if (resource !== '*' && !isResource(resource)) return `"${resource}" is not a resource`;
  if (action !== '*' && action !== 'read' && action !== 'write') return `"${action}" is not read, write or *`;
  return undefined;
}

export const tokenFormSchema = z
  .object({
    name: z.string().trim().min(1, 'This field is required').max(255, 'At most 255 characters'),
    expiry: z.enum(EXPIRY_VALUES),
    scope: z.string(),
  })
  .superRefine((values, ctx) => {
    const problem = scopeEntries(values.scope).map(scopeEntryProblem).find((message) => message !== undefined);
    if (problem) ctx.addIssue({ code: 'custom', path: ['scope'], message: problem });
  });

export type TokenFormValues = z.infer<typeof tokenFormSchema>;

export const EMPTY_TOKEN_FORM: TokenFormValues = { name: '', expiry: '30d', scope: '' };

/** What the server is sent: no scope at all means every right of the creator. */
export function toCreateRequest(values: TokenFormValues): CreateAccessTokenRequest {
  const scope = scopeEntries(values.scope);
  return { name: values.name.trim(), expiry: values.expiry, ...(scope.length > 0 ? { scope } : {}) };
}
