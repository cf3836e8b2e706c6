import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DefinitionOfDoneSection } from '#src/features/incidents/components/definition-of-done/definition-of-done-section.tsx';
import { IncidentRoute } from '#src/features/incidents/routes/incident.route.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { DISK_INCIDENT, GRACE, ROOT_HYPOTHESIS, serveIncidents } from './support/incidents-api.ts';
import { serveResponders } from './support/responders-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());
const FACTOR = '01900000-0000-7000-8000-0000000000d2';

const evidence = (id: string, type: string, description: string, extra: Record<string, unknown> = {}) => ({
  id,
  hypothesis_id: FACTOR,
  type,
  description,
  definition_of_done: false,
  done: false,
  script: null,
  script_result: null,
  created_at: `2026-01-01T10:0${id.length % 10}:00Z`,
  ...extra,
});

const CHECK = evidence('e-check', 'check', 'api health', { definition_of_done: true, script: "check.status == 'healthy'", script_result: 'false' });
const MANUAL = evidence('e-manual', 'comment', 'Customers confirm checkout works', { definition_of_done: true, hypothesis_id: ROOT_HYPOTHESIS });
const CONFIG = evidence('e-config', 'config', 'orders-db');
const INSIGHT = evidence('e-insight', 'config_analysis', 'disk pressure');

function hypotheses(evidences: unknown[]) {
  return [
    { id: ROOT_HYPOTHESIS, type: 'root', evidences: evidences.filter((item) => (item as { hypothesis_id: string }).hypothesis_id === ROOT_HYPOTHESIS) },
    { id: FACTOR, type: 'factor', evidences: evidences.filter((item) => (item as { hypothesis_id: string }).hypothesis_id === FACTOR) },
  ];
}

function showDone(roles = ['responder'], evidences: unknown[] = [CHECK, MANUAL, CONFIG, INSIGHT]) {
  serveIncidents(server, roles).on('GET', '/api/db/hypotheses', { body: hypotheses(evidences) });
  renderRoute(<DefinitionOfDoneSection incidentId={DISK_INCIDENT} />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
  return screen.findByRole('region', { name: 'Definition of done' });
}

async function confirm(title: string, answer: string) {
  await userEvent.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: answer }));
}

async function openWizard() {
  const section = await showDone();
  await userEvent.click(await within(section).findByRole('button', { name: 'Add definition of done' }));
  return screen.findByRole('dialog', { name: 'Add definition of done' });
}

describe('the definition of done', () => {
  it('lists the evidences that are part of it with whether they are done, their script and its last result', async () => {
    const section = await showDone();
    const check = await within(section).findByRole('listitem', { name: 'api health' });
    expect(within(check).getByText('Not done')).toBeInTheDocument();
    expect(within(check).getByText("check.status == 'healthy'")).toBeInTheDocument();
    expect(within(check).getByText('Result:')).toHaveTextContent('Result: false');
    expect(within(section).getByRole('listitem', { name: 'Customers confirm checkout works' })).toHaveTextContent('Not resolved');
    expect(within(section).queryByRole('listitem', { name: 'orders-db' })).not.toBeInTheDocument();
    const query = server.calls('GET', '/api/db/hypotheses')[0]!.query;
    expect(query.get('incident_id')).toBe(`eq.${DISK_INCIDENT}`);
    expect(query.get('select')).toContain('evidences(id,hypothesis_id,type,description,definition_of_done,done,script,script_result,created_at)');
  });

  it("says 'There are no evidences provided for this incident' when none is part of it", async () => {
    const section = await showDone(['responder'], [CONFIG]);
    expect(await within(section).findByText('There are no evidences provided for this incident')).toBeInTheDocument();
  });

  it('removes an evidence from it only after confirmation', async () => {
    const section = await showDone();
    server.on('PATCH', '/api/db/evidences', { status: 204 });
    await userEvent.click(await within(section).findByRole('button', { name: 'Remove from definition of done: api health' }));
    await confirm('Remove from definition of done', 'Cancel');
    expect(server.calls('PATCH', '/api/db/evidences')).toHaveLength(0);
    await userEvent.click(within(section).getByRole('button', { name: 'Remove from definition of done: api health' }));
    await confirm('Remove from definition of done', 'Remove');
    await waitFor(() => expect(server.calls('PATCH', '/api/db/evidences')).toHaveLength(1));
    const patch = server.calls('PATCH', '/api/db/evidences')[0]!;
    expect([patch.query.get('id'), patch.body]).toEqual(['eq.e-check', { definition_of_done: false }]);
  });

  it("toasts 'Removing evidence from definition of done failed' with the server's reason", async () => {
    const section = await showDone();
    server.on('PATCH', '/api/db/evidences', { status: 403, body: { message: 'not allowed' } });
    await userEvent.click(await within(section).findByRole('button', { name: 'Remove from definition of done: api health' }));
    await confirm('Remove from definition of done', 'Remove');
    expect(await screen.findByText('Removing evidence from definition of done failed: not allowed')).toBeInTheDocument();
  });

  it('marks a comment evidence resolved after confirmation; other evidences have no such toggle', async () => {
    const section = await showDone();
    server.on('PATCH', '/api/db/evidences', { status: 204 });
    expect(within(await within(section).findByRole('listitem', { name: 'api health' })).queryByRole('button', { name: /Mark resolved/ })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Mark resolved: Customers confirm checkout works' }));
    await confirm('Mark resolved', 'Mark resolved');
    await waitFor(() => expect(server.calls('PATCH', '/api/db/evidences').map((call) => [call.query.get('id'), call.body])).toEqual([['eq.e-manual', { done: true }]]));
  });

  it('edits the script of an automatic definition of done', async () => {
    const section = await showDone();
    server.on('PATCH', '/api/db/evidences', { status: 204 });
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit: api health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit definition of done' });
    const script = within(dialog).getByRole('textbox', { name: 'Script' });
    expect(script).toHaveValue("check.status == 'healthy'");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Check healthy for 5 minutes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/db/evidences')).toHaveLength(1));
    expect(server.calls('PATCH', '/api/db/evidences')[0]!.body).toEqual({ script: "check.status == 'healthy' && duration(check.healthy_for) >= duration('5m')" });
  });

  it('Automatic: chooses an evidence not yet part of it (Next disabled until then), then its script', async () => {
    let dialog = await openWizard();
    server.on('PATCH', '/api/db/evidences', { status: 204 });
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Automatic/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Select evidence' });
    const choices = within(dialog).getByRole('radiogroup', { name: 'Evidence' });
    expect(within(choices).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['orders-dbconfig', 'disk pressureconfig_analysis']);
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(choices).getByRole('radio', { name: /disk pressure/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Add script' });
    for (const example of ['Check healthy for 5 minutes', 'Insight resolved', 'Component healthy']) expect(within(dialog).getByText(example)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use Insight resolved' }));
    expect(within(dialog).getByRole('textbox', { name: 'Script' })).toHaveValue("analysis.status == 'resolved'");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PATCH', '/api/db/evidences')).toHaveLength(1));
    const patch = server.calls('PATCH', '/api/db/evidences')[0]!;
    expect([patch.query.get('id'), patch.body]).toEqual(['eq.e-insight', { definition_of_done: true, script: "analysis.status == 'resolved'" }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("Automatic: without a script it saves none, and a failure toasts 'Marking evidence as part of definition of done failed'", async () => {
    let dialog = await openWizard();
    server.on('PATCH', '/api/db/evidences', { status: 400, body: { message: 'evidence is gone' } });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Automatic/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Select evidence' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /orders-db/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Add script' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Marking evidence as part of definition of done failed: evidence is gone')).toBeInTheDocument();
    expect(server.calls('PATCH', '/api/db/evidences')[0]!.body).toEqual({ definition_of_done: true, script: null });
  });

  it("Automatic: says 'There are no evidences which are not part of definition of done' when all are", async () => {
    const section = await showDone(['responder'], [CHECK, MANUAL]);
    await userEvent.click(await within(section).findByRole('button', { name: 'Add definition of done' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add definition of done' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Automatic/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Select evidence' });
    expect(within(dialog).getByText('There are no evidences which are not part of definition of done')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('Manual: needs non-empty text, then adds a comment evidence on the root hypothesis', async () => {
    let dialog = await openWizard();
    server.on('POST', '/api/db/evidences', { status: 201, body: [{ id: 'e-new' }] });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Manual/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Manual definition of done' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Definition of done' }), '   ');
    expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Definition of done' }), 'Error rate below 1% for an hour');
    await userEvent.click(save);
    await waitFor(() => expect(server.calls('POST', '/api/db/evidences')).toHaveLength(1));
    expect(server.calls('POST', '/api/db/evidences')[0]!.body).toEqual({
      hypothesis_id: ROOT_HYPOTHESIS,
      type: 'comment',
      description: 'Error rate below 1% for an hour',
      evidence: { comment: 'Error rate below 1% for an hour' },
      definition_of_done: true,
    });
  });

  it('Back goes one step, and the wizard starts afresh after being closed', async () => {
    let dialog = await openWizard();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Automatic/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog', { name: 'Select evidence' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    dialog = await screen.findByRole('dialog', { name: 'Add definition of done' });
    expect(within(dialog).getByRole('radio', { name: /Automatic/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add definition of done' }));
    dialog = await screen.findByRole('dialog', { name: 'Add definition of done' });
    expect(within(dialog).getByRole('radio', { name: /Automatic/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('offers a viewer no changes', async () => {
    const section = await showDone(['viewer']);
    await within(section).findByRole('listitem', { name: 'api health' });
    await waitFor(() => expect(server.calls('GET', '/api/auth/whoami').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(section).queryAllByRole('button').map((button) => button.textContent)).toEqual(['Definition of done']);
  });

  it('is a section of the incident page', async () => {
    serveResponders(serveIncidents(server, ['responder']), [])
      .on('GET', '/api/db/hypotheses', { body: hypotheses([CHECK]) })
      .on('GET', '/api/db/incidents', {
        body: [
          {
            id: DISK_INCIDENT,
            incident_id: 'INC-7',
            title: 'Disk full on orders-db',
            description: null,
            type: 'availability',
            status: 'open',
            severity: 'critical',
            created_at: new Date().toISOString(),
            created_by: GRACE,
            creator: null,
            commander: null,
            responders: [],
            hypotheses: [],
          },
        ],
      });
    renderRoute(<IncidentRoute />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
    const section = await screen.findByRole('region', { name: 'Definition of done' });
    // Details is open first; one section at a time.
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Definition of done' }));
    expect(await within(section).findByRole('listitem', { name: 'api health' })).toBeInTheDocument();
  });
});
