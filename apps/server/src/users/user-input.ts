import { ROLES } from '@vigil/domain';
import { z } from 'zod';

// A simple address pattern, the same the web form checks.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 100;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(MAX_NAME, message);

const email = z
  .string({ error: 'Please provide valid email' })
  .trim()
  .min(1, { error: 'Please provide valid email', abort: true })
  .toLowerCase()
  .max(254, 'Entered value does not match email format')
  .regex(EMAIL_PATTERN, 'Entered value does not match email format');

const role = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? 'Please select any role'
      : `Unknown role ${JSON.stringify(issue.input)}; roles are ${ROLES.join(', ')}`,
});

const userFields = {
  firstName: requiredText('Please provide valid first name'),
  lastName: requiredText('Please provide valid last name'),
  email,
};

/** POST /api/auth/invite_user: without a role the person starts as a viewer. */
export const inviteBody = z.object({
  ...userFields,
  role: role.nullish().transform((value) => value ?? undefined),
});

/** POST /api/people/update. */
export const updateBody = z.object({
  id: z.guid({ error: 'id must be the id of a user' }).transform((id) => id.toLowerCase()),
  ...userFields,
});

/** POST /api/rbac/:id/update_role: `replace: true` makes the given roles the person's only roles; otherwise they are added. */
export const roleChangeBody = z.object({
  roles: z
    .array(role, { error: 'Please select any role' })
    .min(1, 'Please select any role')
    .transform((roles) => [...new Set(roles)]),
  replace: z.boolean({ error: 'replace must be true or false' }).optional(),
});

/** `/api/rbac/:id/...` and `/api/people/:id`. */
export const personIdParams = z.object({
  id: z.guid({ error: (issue) => `${JSON.stringify(issue.input)} is not a user id` }).transform((id) => id.toLowerCase()),
});

export type InviteInput = z.output<typeof inviteBody>;
export type UpdateInput = z.output<typeof updateBody>;
export type UserFields = Pick<InviteInput, 'firstName' | 'lastName' | 'email'>;
