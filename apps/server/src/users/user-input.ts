import { ROLES, type Role, isRole } from '@vigil/domain';
import { badRequest, bodyObject, isUuid } from '../rbac/service-error.ts';

export interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
}

export interface InviteInput extends UserFields {
  role: Role | undefined;
}

export interface UpdateInput extends UserFields {
  id: string;
}

// A simple address pattern, the same the web form checks.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 100;

function requiredText(value: unknown, message: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.trim().length > MAX_NAME) throw badRequest(message);
  return value.trim();
}

function readEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest('Please provide valid email');
  const email = value.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest('Entered value does not match email format');
  return email;
}

function readFields(body: Record<string, unknown>): UserFields {
  return {
    firstName: requiredText(body.firstName, 'Please provide valid first name'),
    lastName: requiredText(body.lastName, 'Please provide valid last name'),
    email: readEmail(body.email),
  };
}

export function readRole(value: unknown): Role {
  if (!isRole(value)) {
    if (value === undefined || value === null || value === '') throw badRequest('Please select any role');
    throw badRequest(`Unknown role ${JSON.stringify(value)}; roles are ${ROLES.join(', ')}`);
  }
  return value;
}

/** `{firstName, lastName, email, role?}`: without a role the person starts as a viewer. */
export function readInvite(raw: unknown): InviteInput {
  const body = bodyObject(raw);
  const fields = readFields(body);
  const role = body.role === undefined || body.role === null ? undefined : readRole(body.role);
  return { ...fields, role };
}

export function readUpdate(raw: unknown): UpdateInput {
  const body = bodyObject(raw);
  if (!isUuid(body.id)) throw badRequest('id must be the id of a user');
  return { id: body.id.toLowerCase(), ...readFields(body) };
}

/** `{roles: [...]}` with at least one known role. */
export function readRoles(raw: unknown): Role[] {
  const body = bodyObject(raw);
  if (!Array.isArray(body.roles) || body.roles.length === 0) throw badRequest('Please select any role');
  return [...new Set(body.roles.map(readRole))];
}

/** `replace: true` makes the given roles the person's only roles; otherwise they are added. */
export function readRoleReplacement(raw: unknown): boolean {
  const replace = bodyObject(raw).replace;
  if (replace !== undefined && typeof replace !== 'boolean') throw badRequest('replace must be true or false');
  return replace === true;
}

export function readPersonId(value: unknown): string {
  if (!isUuid(value)) throw badRequest(`${JSON.stringify(value)} is not a user id`);
  return value.toLowerCase();
}
