import { z } from 'zod';
import { INVITABLE_ROLES } from './invitable-roles.ts';

/** A simple address shape: something, @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userFormSchema = z.object({
  firstName: z.string().trim().min(1, 'Please provide valid first name'),
  lastName: z.string().trim().min(1, 'Please provide valid last name'),
  email: z
    .string()
    .trim()
    .min(1, 'Please provide valid email')
    .regex(EMAIL_PATTERN, 'Entered value does not match email format'),
  role: z.union([z.enum(INVITABLE_ROLES), z.literal('')]).refine((role) => role !== '', 'Please select any role'),
});

export type UserFormValues = z.input<typeof userFormSchema>;
