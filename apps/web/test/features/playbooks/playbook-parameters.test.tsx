import type { PlaybookParameter } from '@vigil/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RunPlaybookDialog } from '#src/features/playbooks/components/run-playbook-dialog.tsx';
import { pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const PLAYBOOK = { id: '01900000-0000-7000-8000-000000000501', name: 'tune' };
const PARAMS_PATH = `/api/playbook/${PLAYBOOK.id}/params`;

async function openWith(params: PlaybookParameter[]) {
  API.on('GET', '/api/auth/whoami', whoami(['admin']))
    .on('POST', PARAMS_PATH, { body: { params } })
    .on('GET', '/api/db/people', { body: [{ id: 'u1', name: 'Ada', email: 'ada@example.com' }] })
    .on('GET', '/api/db/teams', { body: [{ id: 't1', name: 'Payments' }] })
    .on('GET', '/api/db/components', { body: [{ id: 'k1', name: 'checkout', type: 'Service' }] });
  renderRoute(<RunPlaybookDialog playbook={PLAYBOOK} resource={{ type: 'check', id: 'c1', name: 'checkout-http' }} onClose={() => {}} />, { path: '/*', address: '/' });
  const dialog = await screen.findByRole('dialog', { name: 'Run Playbook' });
  await waitFor(() => expect(within(dialog).queryByText('Loading parameters...')).not.toBeInTheDocument());
  return dialog;
}

const run = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Run' });

/** Types the value into the field and leaves it; answers the message shown under it, if any. */
async function enter(dialog: HTMLElement, label: string, value: string): Promise<string> {
  const field = within(dialog).getByLabelText(label);
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
  await userEvent.tab();
  const description = field.getAttribute('aria-describedby');
  return description ? (document.getElementById(description.split(' ').at(-1)!)?.textContent ?? '') : '';
}

describe('Run Playbook parameters', () => {
  it('shows the fixed resource and asks for its parameters at once', async () => {
    const dialog = await openWith([]);
    expect(within(dialog).getByRole('region', { name: 'Resource' })).toHaveTextContent('Checkcheckout-http');
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('This playbook has no parameters.')).toBeInTheDocument();
    expect(API.calls('POST', PARAMS_PATH)[0]!.body).toEqual({ id: PLAYBOOK.id, check_id: 'c1' });
    expect(run(dialog)).toBeEnabled();
  });

  it("requires a required text ('This field is required') and keeps Run off until it is filled", async () => {
    const dialog = await openWith([{ name: 'reason', label: 'Reason', type: 'text', required: true }]);
    expect(run(dialog)).toBeDisabled();
    expect(await enter(dialog, 'Reason', '')).toBe('This field is required');
    expect(await enter(dialog, 'Reason', 'stuck')).toBe('');
    expect(run(dialog)).toBeEnabled();
  });

  it('checks text lengths, a pattern and numeric bounds', async () => {
    const dialog = await openWith([
      { name: 'note', label: 'Note', type: 'text', properties: { multiline: 'true', minLength: '2', maxLength: '5' } },
      { name: 'tag', label: 'Tag', type: 'text', properties: { regex: '^v\\d+$' } },
      { name: 'replicas', label: 'Replicas', type: 'text', properties: { min: 1, max: 10 } },
    ]);
    expect(within(dialog).getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(await enter(dialog, 'Note', 'a')).toBe('Must be at least 2 characters');
    expect(await enter(dialog, 'Note', 'abcdef')).toBe('Must be at most 5 characters');
    expect(await enter(dialog, 'Tag', 'latest')).toBe('Must match ^v\\d+$');
    expect(await enter(dialog, 'Tag', 'v2')).toBe('');
    expect(await enter(dialog, 'Replicas', 'many')).toBe('This field must be a number');
    expect(await enter(dialog, 'Replicas', '0')).toBe('Must be at least 1');
    expect(await enter(dialog, 'Replicas', '11')).toBe('Must be at most 10');
    expect(run(dialog)).toBeDisabled();
    await enter(dialog, 'Note', 'ok');
    await enter(dialog, 'Replicas', '3');
    expect(run(dialog)).toBeEnabled();
  });

  it('checks the bytes, millicores and dns1123 formats', async () => {
    const dialog = await openWith([
      { name: 'memory', label: 'Memory', type: 'bytes' },
      { name: 'cpu', label: 'CPU', type: 'text', properties: { format: 'millicores' } },
      { name: 'host', label: 'Host', type: 'text', properties: { format: 'dns1123' } },
    ]);
    expect(await enter(dialog, 'Memory', '512 megs')).toBe('Must be a size in bytes, e.g. 512Mi or 1Gi');
    expect(await enter(dialog, 'Memory', '512Mi')).toBe('');
    expect(await enter(dialog, 'CPU', 'lots')).toBe('Must be CPU in millicores (e.g. 500m) or cores (e.g. 0.5)');
    expect(await enter(dialog, 'CPU', '250m')).toBe('');
    const dnsRule = "Must be lowercase alphanumerics and '-', in dot-separated labels that start and end with an alphanumeric";
    expect(await enter(dialog, 'Host', 'Checkout')).toBe(dnsRule);
    expect(await enter(dialog, 'Host', 'checkout-.svc')).toBe(dnsRule);
    expect(await enter(dialog, 'Host', 'checkout.prod-1.svc')).toBe('');
  });

  it('sends a checkbox as true or false, a list choice, and checks code as JSON', async () => {
    API.on('POST', '/api/playbook/run', { status: 201, body: { run_id: 'r1', starts_at: '2025-03-02T09:00:00Z' } });
    const dialog = await openWith([
      { name: 'force', label: 'Force', type: 'checkbox', default: 'true' },
      { name: 'strategy', label: 'Strategy', type: 'list', required: true, properties: { options: [{ label: 'Rolling', value: 'rolling' }, { label: 'Recreate', value: 'recreate' }] } },
      { name: 'patch', label: 'Patch', type: 'code', properties: { language: 'json' } },
    ]);
    const force = within(dialog).getByRole('checkbox', { name: 'Force' });
    expect(force).toBeChecked();
    await userEvent.click(force);
    expect(run(dialog)).toBeDisabled();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Strategy' }), 'Recreate');
    const patch = await within(dialog).findByLabelText('Patch');
    pasteIntoEditor(patch, '{"replicas": ');
    expect(await within(dialog).findByText('Not valid JSON')).toBeInTheDocument();
    expect(run(dialog)).toBeDisabled();
    pasteIntoEditor(patch, '{"replicas": 2}');
    await waitFor(() => expect(run(dialog)).toBeEnabled());
    await userEvent.click(run(dialog));
    await waitFor(() => expect(API.calls('POST', '/api/playbook/run')).toHaveLength(1));
    expect(API.calls('POST', '/api/playbook/run')[0]!.body).toEqual({
      id: PLAYBOOK.id,
      check_id: 'c1',
      params: { force: 'false', strategy: 'recreate', patch: '{"replicas": 2}' },
    });
  });

  it('picks people, teams and components by name and sends their ids', async () => {
    API.on('POST', '/api/playbook/run', { status: 201, body: { run_id: 'r1', starts_at: '2025-03-02T09:00:00Z' } });
    const dialog = await openWith([
      { name: 'approver', label: 'Approver', type: 'people', required: true },
      { name: 'team', label: 'Team', type: 'team' },
      { name: 'target', label: 'Target', type: 'component', required: true },
    ]);
    await userEvent.click(await within(dialog).findByRole('option', { name: /checkout/ }));
    expect(within(dialog).getByLabelText('Chosen Target')).toHaveTextContent('checkout');
    expect(run(dialog)).toBeDisabled();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Approver' }), 'Ada (ada@example.com)');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Team' }), 'Payments');
    await userEvent.click(run(dialog));
    await waitFor(() => expect(API.calls('POST', '/api/playbook/run')).toHaveLength(1));
    expect(API.calls('POST', '/api/playbook/run')[0]!.body).toMatchObject({ params: { approver: 'u1', team: 't1', target: 'k1' } });
    expect(API.calls('GET', '/api/db/people')[0]!.query.get('limit')).toBe('200');
  });
});
