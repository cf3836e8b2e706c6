import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityFlow, UiNode } from '#src/features/auth/api/identity-flow.types.ts';
import { FlowForm } from '#src/features/auth/components/flow-form.tsx';
import { CSRF_TOKEN, csrfNode, input, submitButton } from './support/flow-fixtures.ts';

function flowWith(nodes: UiNode[]): IdentityFlow {
  return {
    id: 'flow-1',
    type: 'browser',
    ui: { action: 'http://localhost:3000/api/.ory/self-service/settings?flow=flow-1', method: 'POST', nodes },
  };
}

function renderForm(nodes: UiNode[], group: string, options: { submitting?: boolean; prefill?: Record<string, string> } = {}) {
  const onSubmit = vi.fn();
  const { container } = render(
    <FlowForm
      flow={flowWith(nodes)}
      group={group}
      submitting={options.submitting ?? false}
      onSubmit={onSubmit}
      prefill={options.prefill}
    />,
  );
  return { onSubmit, container };
}

describe('FlowForm', () => {
  it('renders the inputs of its group and the default group with the server labels, types and messages', () => {
    const { container } = renderForm(
      [
        csrfNode(),
        input('profile', { name: 'traits.email', type: 'email', value: 'ada@example.com', required: true }, 'E-Mail', [
          { id: 4000001, text: 'is not a valid email address', type: 'error' },
        ]),
        input('profile', { name: 'traits.website', type: 'url', value: '' }, 'Website', [
          { id: 1, text: 'Shown on your profile.', type: 'info' },
        ]),
        input('password', { name: 'password', type: 'password' }, 'Password'),
        submitButton('profile', 'method', 'profile', 'Save'),
      ],
      'profile',
    );

    const email = screen.getByLabelText('E-Mail');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('is not a valid email address');
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('Shown on your profile.');
    expect(screen.getByLabelText('Website')).not.toHaveAttribute('aria-invalid');
    // Another group's nodes belong to another form.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // The CSRF token travels as a hidden field, invisible to the user.
    const hidden = container.querySelector('input[type="hidden"][name="csrf_token"]');
    expect(hidden).toHaveValue(CSRF_TOKEN);
  });

  it('submits checkboxes as booleans, numbers as numbers and the pressed button\'s name and value', async () => {
    const { onSubmit } = renderForm(
      [
        csrfNode(),
        input('profile', { name: 'traits.newsletter', type: 'checkbox', value: false }, 'Send me the newsletter'),
        input('profile', { name: 'traits.age', type: 'number' }, 'Age'),
        submitButton('profile', 'method', 'profile', 'Save'),
      ],
      'profile',
    );
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Send me the newsletter'));
    await user.type(screen.getByLabelText('Age'), '36');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith({
      csrf_token: CSRF_TOKEN,
      traits: { newsletter: true, age: 36 },
      method: 'profile',
    });
  });

  it('submits with the first button when Enter is pressed in a field', async () => {
    const { onSubmit } = renderForm(
      [
        csrfNode(),
        input('code', { name: 'code', type: 'text', required: true }, 'Code'),
        submitButton('code', 'method', 'code', 'Submit'),
        submitButton('code', 'email', 'ada@example.com', 'Resend code'),
      ],
      'code',
    );

    await userEvent.setup().type(screen.getByLabelText('Code'), '123456{Enter}');

    expect(onSubmit).toHaveBeenCalledWith({ csrf_token: CSRF_TOKEN, code: '123456', method: 'code' });
  });

  it('lets a secondary button (unlink) submit without the required fields filled in', async () => {
    const { onSubmit } = renderForm(
      [
        csrfNode(),
        input('totp', { name: 'totp_code', type: 'text', required: true }, 'Verify code'),
        submitButton('totp', 'totp_unlink', true, 'Unlink TOTP Authenticator App'),
      ],
      'totp',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unlink TOTP Authenticator App' }));

    expect(onSubmit).toHaveBeenCalledWith({ csrf_token: CSRF_TOKEN, totp_code: '', totp_unlink: true });
  });

  it('says which required field is empty and does not submit', async () => {
    const { onSubmit } = renderForm(
      [
        csrfNode(),
        input('password', { name: 'password', type: 'password', required: true }, 'Password'),
        submitButton('password', 'method', 'password', 'Save'),
      ],
      'password',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows images, texts with secrets and links, and never scripts', () => {
    const { container } = renderForm(
      [
        {
          type: 'img',
          group: 'totp',
          attributes: { id: 'totp_qr', src: 'data:image/png;base64,AAAA', width: 200, height: 200, node_type: 'img' },
          messages: [],
          meta: { label: { id: 1050005, text: 'QR code', type: 'info' } },
        },
        {
          type: 'text',
          group: 'lookup_secret',
          attributes: {
            id: 'lookup_secret_codes',
            node_type: 'text',
            text: {
              id: 1050015,
              text: 'abcd1234, efgh5678',
              type: 'info',
              context: { secrets: [{ id: 1050009, text: 'abcd1234' }, { id: 1050009, text: 'efgh5678' }] },
            },
          },
          messages: [],
          meta: { label: { id: 1050010, text: 'These are your back up recovery codes. Please keep them in a safe place!' } },
        },
        {
          type: 'text',
          group: 'totp',
          attributes: { id: 'plain', node_type: 'text', text: 'A plain text' },
          messages: [],
          meta: {},
        },
        {
          type: 'a',
          group: 'totp',
          attributes: { id: 'docs', href: 'https://example.com/help', title: { id: 1, text: 'How does this work?' }, node_type: 'a' },
          messages: [],
          meta: {},
        },
        {
          type: 'script',
          group: 'totp',
          attributes: { id: 'webauthn', src: 'https://example.com/webauthn.js', node_type: 'script' },
          messages: [],
          meta: {},
        },
      ],
      'totp',
    );

    expect(screen.getByRole('img', { name: 'QR code' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(screen.getByText('A plain text')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How does this work?' })).toHaveAttribute('href', 'https://example.com/help');
    expect(container.querySelector('script')).toBeNull();
    // lookup_secret is another group: not in the totp form.
    expect(screen.queryByText('abcd1234')).not.toBeInTheDocument();
  });

  it('lists the secrets of a text node one by one', () => {
    renderForm(
      [
        {
          type: 'text',
          group: 'lookup_secret',
          attributes: {
            id: 'lookup_secret_codes',
            node_type: 'text',
            text: { id: 1050015, text: 'abcd1234, efgh5678', context: { secrets: [{ text: 'abcd1234' }, { text: 'efgh5678' }] } },
          },
          messages: [],
          meta: { label: { id: 1050010, text: 'These are your back up recovery codes.' } },
        },
      ],
      'lookup_secret',
    );

    expect(screen.getByText('These are your back up recovery codes.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['abcd1234', 'efgh5678']);
  });

  it('disables its buttons while a submit is under way and starts from the prefill', () => {
    renderForm(
      [
        csrfNode(),
        input('default', { name: 'identifier', type: 'text', value: '' }, 'E-Mail'),
        submitButton('password', 'method', 'password', 'Sign in'),
      ],
      'password',
      { submitting: true, prefill: { identifier: 'ada@example.com', unknown: 'ignored' } },
    );

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@example.com');
  });
});
