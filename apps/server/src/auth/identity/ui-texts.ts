import type { UiText } from './identity.types.ts';

const info = (id: number, text: string, context?: Record<string, unknown>): UiText => ({ id, text, type: 'info', ...(context ? { context } : {}) });
const error = (id: number, text: string, context?: Record<string, unknown>): UiText => ({ id, text, type: 'error', ...(context ? { context } : {}) });
const success = (id: number, text: string): UiText => ({ id, text, type: 'success' });

/**
 * Every label and message the flows show, with ids in Ory Kratos's numbering (1xxxxxx information,
 * 4xxxxxx validation errors) so a Kratos-aware client can translate them; 4010100 onwards are ours.
 */
export const uiTexts = {
  // labels
  email: () => info(1070002, 'Email'),
  firstName: () => info(1070002, 'First name'),
  lastName: () => info(1070002, 'Last name'),
  password: () => info(1070001, 'Password'),
  signIn: () => info(1010001, 'Sign in'),
  signUp: () => info(1040001, 'Sign up'),
  save: () => info(1070003, 'Save'),
  submit: () => info(1070005, 'Submit'),
  continue: () => info(1070009, 'Continue'),
  resendCode: () => info(1070008, 'Resend code'),
  recoveryCode: () => info(1070010, 'Recovery code'),
  verificationCode: () => info(1070011, 'Verification code'),
  authenticationCode: () => info(1070012, 'Authentication code'),
  useAuthenticator: () => info(1010009, 'Use Authenticator'),
  totpQrCode: () => info(1050005, 'Authenticator app QR code'),
  totpSecret: (secret: string) => info(1050006, secret, { secret }),
  totpSecretLabel: () => info(1050017, 'This is your authenticator app secret. Use it if you can not scan the QR code.'),
  totpVerify: () => info(1070006, 'Verify code'),
  totpUnlink: () => info(1050003, 'Unlink TOTP Authenticator App'),
  totpLinked: () => info(1050004, 'An authenticator app is set up: signing in asks for a code from it.'),

  // flow messages
  confirmItsYou: () => info(1010003, 'Please confirm this action by verifying that it is you.'),
  secondFactor: () => info(1010004, 'Please complete the second authentication challenge.'),
  changesSaved: () => success(1050001, 'Your changes have been saved!'),
  recoveryCodeSent: () =>
    info(
      1060003,
      'An email containing a recovery code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  recovered: () =>
    success(1060001, 'You successfully recovered your account. Please change your password within the next 15 minutes.'),
  verificationCodeSent: () =>
    info(
      1080003,
      'An email containing a verification code has been sent to the email address you provided. If you have not received an email, check the spelling of the address and make sure to use the address you registered with.',
    ),
  verified: () => success(1080002, 'You successfully verified your email address.'),
  invitedAs: (email: string) => info(1040010, `You were invited as ${email}. Choose a password to finish signing up.`, { email }),

  // errors
  missing: (property: string) => error(4000002, `Property ${property} is missing.`, { property }),
  invalidEmail: (value: string) => error(4000001, `"${value}" is not a valid email address.`, { value }),
  tooLong: (property: string, max: number) => error(4000001, `${property} must have at most ${max} characters.`, { property, max }),
  passwordPolicy: (reason: string) => error(4000005, `The password can not be used because ${reason}.`, { reason }),
  invalidCredentials: () =>
    error(4000006, 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.'),
  duplicateIdentifier: () => error(4000007, 'An account with the same identifier (email, phone, username, ...) exists already.'),
  invalidTotp: () => error(4000008, 'The provided authentication code is invalid, please try again.'),
  inactiveAccount: () => error(4000010, 'This account is not active. Ask an administrator to re-activate it.'),
  unknownMethod: () => error(4010002, 'Could not find a strategy to log you in with. Did you fill out the form correctly?'),
  unknownSettingsMethod: () => error(4050001, 'Could not find a strategy to update your settings. Did you fill out the form correctly?'),
  invalidRecoveryCode: () => error(4060006, 'The recovery code is invalid or has already been used. Please try again.'),
  invalidVerificationCode: () => error(4070006, 'The verification code is invalid or has already been used. Please try again.'),
  tooManyAttempts: (minutes: number) =>
    error(4010100, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { minutes }),
  invitationOnly: () => error(4010101, 'Registration is by invitation only: ask an administrator to invite you.'),
  invitationInvalid: () => error(4010102, 'This invitation is invalid, already used or expired: ask an administrator for a new one.'),
  invitedAddressOnly: (email: string) => error(4010103, `This invitation is for ${email}: sign up with that address.`, { email }),
  totpAlreadyLinked: () => error(4010104, 'An authenticator app is already set up; unlink it first.'),
  tooManyCodes: (minutes: number) =>
    error(4010105, `Too many codes were asked for this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { minutes }),
};
