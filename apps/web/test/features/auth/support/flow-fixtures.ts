import type { IdentityFlow, UiNode, UiText } from '#src/features/auth/api/identity-flow.types.ts';

/**
 * Flow JSON in the shape the identity service answers (Kratos' self-service flows), with the
 * node attributes, labels and message ids Kratos uses.
 */
const ORIGIN = 'http://localhost:3000';

export const CSRF_TOKEN = 'csrf-7Yv2kQ9sXr1bW4mN';

interface FlowOptions {
  id?: string;
  return_to?: string;
  state?: string;
  messages?: UiText[];
  nodes?: UiNode[];
}

export function csrfNode(): UiNode {
  return input('default', { name: 'csrf_token', type: 'hidden', value: CSRF_TOKEN, required: true });
}

export function input(group: string, attributes: UiNode['attributes'], label?: string, messages: UiText[] = []): UiNode {
  return {
    type: 'input',
    group,
    attributes: { disabled: false, node_type: 'input', ...attributes },
    messages,
    meta: label ? { label: { id: 1070002, text: label, type: 'info' } } : {},
  };
}

export function submitButton(group: string, name: string, value: unknown, label: string): UiNode {
  return input(group, { name, type: 'submit', value }, label);
}

function flow(kind: string, options: FlowOptions, nodes: UiNode[]): IdentityFlow {
  const id = options.id ?? `${kind}-flow-1`;
  return {
    id,
    type: 'browser',
    expires_at: '2030-01-01T10:30:00Z',
    issued_at: '2030-01-01T10:00:00Z',
    ...(options.return_to ? { return_to: options.return_to } : {}),
    state: options.state ?? 'choose_method',
    ui: {
      action: `${ORIGIN}/api/.ory/self-service/${kind}?flow=${id}`,
      method: 'POST',
      nodes: options.nodes ?? nodes,
      ...(options.messages ? { messages: options.messages } : {}),
    },
  };
}

export function loginFlow(options: FlowOptions & { identifier?: string; identifierMessages?: UiText[] } = {}): IdentityFlow {
  return flow('login', options, [
    csrfNode(),
    input(
      'default',
      { name: 'identifier', type: 'text', value: options.identifier ?? '', required: true, autocomplete: 'username' },
      'E-Mail',
      options.identifierMessages,
    ),
    input('password', { name: 'password', type: 'password', required: true, autocomplete: 'current-password' }, 'Password'),
    submitButton('password', 'method', 'password', 'Sign in'),
  ]);
}

export function totpLoginFlow(options: FlowOptions = {}): IdentityFlow {
  return flow('login', options, [
    csrfNode(),
    input('totp', { name: 'totp_code', type: 'text', required: true, autocomplete: 'one-time-code' }, 'Authentication code'),
    submitButton('totp', 'method', 'totp', 'Use Authenticator'),
  ]);
}

export function registrationFlow(options: FlowOptions & { email?: string; invite?: string } = {}): IdentityFlow {
  return flow('registration', options, [
    csrfNode(),
    ...(options.invite ? [input('default', { name: 'invite', type: 'hidden', value: options.invite })] : []),
    input('password', { name: 'traits.email', type: 'email', value: options.email ?? '', required: true, autocomplete: 'email' }, 'E-Mail'),
    input('password', { name: 'traits.name.first', type: 'text', value: '' }, 'First name'),
    input('password', { name: 'traits.name.last', type: 'text', value: '' }, 'Last name'),
    input('password', { name: 'password', type: 'password', required: true, autocomplete: 'new-password' }, 'Password'),
    submitButton('password', 'method', 'password', 'Sign up'),
  ]);
}

export function recoveryFlow(options: FlowOptions & { codeSent?: boolean } = {}): IdentityFlow {
  const nodes = options.codeSent
    ? [
        csrfNode(),
        input('code', { name: 'code', type: 'text', required: true, pattern: '[0-9]+', maxlength: 6 }, 'Recovery code'),
        input('code', { name: 'method', type: 'hidden', value: 'code' }),
        submitButton('code', 'method', 'code', 'Submit'),
        submitButton('code', 'email', 'ada@example.com', 'Resend code'),
      ]
    : [
        csrfNode(),
        input('code', { name: 'email', type: 'email', required: true, autocomplete: 'email' }, 'Email'),
        submitButton('code', 'method', 'code', 'Submit'),
      ];
  return flow('recovery', { ...options, state: options.codeSent ? 'sent_email' : 'choose_method' }, nodes);
}

export function verificationFlow(options: FlowOptions = {}): IdentityFlow {
  return flow('verification', options, [
    csrfNode(),
    input('code', { name: 'code', type: 'text', required: true }, 'Verification code'),
    submitButton('code', 'method', 'code', 'Submit'),
  ]);
}

export function settingsFlow(options: FlowOptions = {}): IdentityFlow {
  return flow('settings', options, [
    csrfNode(),
    input('profile', { name: 'traits.email', type: 'email', value: 'ada@example.com', required: true }, 'E-Mail'),
    input('profile', { name: 'traits.name.first', type: 'text', value: 'Ada' }, 'First name'),
    input('profile', { name: 'traits.name.last', type: 'text', value: 'Lovelace' }, 'Last name'),
    submitButton('profile', 'method', 'profile', 'Save'),
    input('password', { name: 'password', type: 'password', required: true, autocomplete: 'new-password' }, 'Password'),
    submitButton('password', 'method', 'password', 'Save'),
    {
      type: 'img',
      group: 'totp',
      attributes: { id: 'totp_qr', src: 'data:image/png;base64,iVBORw0KGgo=', width: 256, height: 256, node_type: 'img' },
      messages: [],
      meta: { label: { id: 1050005, text: 'QR code', type: 'info' } },
    },
    {
      type: 'text',
      group: 'totp',
      attributes: { id: 'totp_secret_key', text: { id: 1050006, text: 'JBSWY3DPEHPK3PXP', type: 'info' }, node_type: 'text' },
      messages: [],
      meta: { label: { id: 1050017, text: 'This is your authenticator app secret. Use it if you can not scan the QR code.', type: 'info' } },
    },
    input('totp', { name: 'totp_code', type: 'text', required: true }, 'Verify code'),
    submitButton('totp', 'method', 'totp', 'Save'),
  ]);
}

export function signedIn() {
  return {
    session: {
      id: 'session-1',
      active: true,
      authenticator_assurance_level: 'aal1',
      identity: { id: 'person-1', traits: { email: 'ada@example.com' } },
    },
    identity: { id: 'person-1', traits: { email: 'ada@example.com' } },
  };
}

export function session() {
  return signedIn().session;
}
