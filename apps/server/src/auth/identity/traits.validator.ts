import type { IdentityTraits, UiText } from './identity.types.ts';
import { field, type SubmittedForm } from './submitted-form.ts';
import { uiTexts } from './ui-texts.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
const MAX_EMAIL = 254;
const MAX_NAME = 100;
const MIN_PASSWORD = 8;
const MAX_PASSWORD = 1024;

export interface TraitsResult {
  traits: IdentityTraits;
  /** Messages by field name; empty when the traits are valid. */
  errors: Record<string, UiText>;
}

/** Reads and checks traits.email, traits.name.first and traits.name.last from a submitted form. */
export function readTraits(form: SubmittedForm): TraitsResult {
  const errors: Record<string, UiText> = {};
  const email = field(form, 'traits.email')?.toLowerCase() ?? '';
  const first = field(form, 'traits.name.first') ?? '';
  const last = field(form, 'traits.name.last') ?? '';
  if (!email) errors['traits.email'] = uiTexts.missing('traits.email');
  else if (!EMAIL_PATTERN.test(email)) errors['traits.email'] = uiTexts.invalidEmail(email);
  else if (email.length > MAX_EMAIL) errors['traits.email'] = uiTexts.tooLong('Email', MAX_EMAIL);
  if (!first) errors['traits.name.first'] = uiTexts.missing('traits.name.first');
  else if (first.length > MAX_NAME) errors['traits.name.first'] = uiTexts.tooLong('First name', MAX_NAME);
  if (!last) errors['traits.name.last'] = uiTexts.missing('traits.name.last');
  else if (last.length > MAX_NAME) errors['traits.name.last'] = uiTexts.tooLong('Last name', MAX_NAME);
  return { traits: { email, name: { first, last } }, errors };
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && value.length <= MAX_EMAIL;
}

/** Why a password can not be used, or null when it can. */
export function passwordProblem(password: string | undefined, email: string): UiText | null {
  if (password === undefined || password === '') return uiTexts.missing('password');
  if (password.length < MIN_PASSWORD) {
    return uiTexts.passwordPolicy(`password length must be at least ${MIN_PASSWORD} characters but only got ${password.length}`);
  }
  if (password.length > MAX_PASSWORD) return uiTexts.passwordPolicy(`password length must be at most ${MAX_PASSWORD} characters`);
  const lowered = password.toLowerCase();
  const local = email.split('@')[0] ?? '';
  if (email && (lowered === email || (local.length >= 4 && lowered.includes(local)))) {
    return uiTexts.passwordPolicy('the password is too similar to the email address');
  }
  return null;
}
