import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RespondersSection } from '#src/features/incidents/components/responders/responders-section.tsx';
import { toast } from '#src/ui/toast/toast-store.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { DISK_INCIDENT, serveIncidents } from './support/incidents-api.ts';
import { LINUS, PAYMENTS_TEAM, serveResponders } from './support/responders-api.ts';

const server = fakeServerForEachTest();
afterEach(() => toast.clear());

async function openWizard() {
  serveResponders(serveIncidents(server, ['responder'])).on('POST', '/api/db/responders', { status: 201, body: [{ id: 'new' }] });
  renderRoute(<RespondersSection incidentId={DISK_INCIDENT} />, { path: '/incidents/:id', address: `/incidents/${DISK_INCIDENT}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Add Responder' }));
  return screen.findByRole('dialog', { name: 'Add Responder: Select Responder' });
}

/** Chooses a team, then a kind, and answers the details step's dialog. */
async function teamDetails(teamName: string, kindLabel: string) {
  let dialog = await openWizard();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Team' }));
  await chooseOption(await within(dialog).findByRole('combobox', { name: 'Team' }), teamName);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  dialog = await screen.findByRole('dialog', { name: 'Add Responder: Responder Type' });
  await userEvent.click(within(dialog).getByRole('radio', { name: kindLabel }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  return screen.findByRole('dialog', { name: 'Add Responder: Save Team Responder' });
}

const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

describe('the add-responder wizard', () => {
  it("adds a person directly with 'Add', disabled until a person is chosen", async () => {
    const dialog = await openWizard();
    expect(button(dialog, 'Add')).toBeDisabled();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Person' }), 'Linus Torvalds');
    expect(button(dialog, 'Add')).toBeEnabled();
    await userEvent.click(button(dialog, 'Add'));
    expect(await screen.findByText('Responder added successfully')).toBeInTheDocument();
    const post = server.calls('POST', '/api/db/responders')[0]!;
    expect(post.query.get('select')).toBe('*');
    expect(post.body).toEqual({ incident_id: DISK_INCIDENT, type: 'person', person_id: LINUS });
    expect(server.calls('GET', '/api/db/people')[0]!.query.get('type')).toBe('is.null');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers for a team only the kinds its spec configures, and Back goes one step', async () => {
    let dialog = await openWizard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Team' }));
    expect(button(dialog, 'Next')).toBeDisabled();
    await chooseOption(await within(dialog).findByRole('combobox', { name: 'Team' }), 'Payments');
    await userEvent.click(button(dialog, 'Next'));
    dialog = await screen.findByRole('dialog', { name: 'Add Responder: Responder Type' });
    const kinds = within(dialog).getByRole('radiogroup', { name: 'Responder Type' });
    expect(within(kinds).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Jira', 'Email', 'Microsoft Planner']);
    expect(kinds).toHaveAttribute('data-scrolls', 'false');
    expect(button(dialog, 'Next')).toBeDisabled();
    await userEvent.click(button(dialog, 'Back'));
    dialog = await screen.findByRole('dialog', { name: 'Add Responder: Select Responder' });
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveAttribute('value', PAYMENTS_TEAM);
  });

  it("says 'There are no responders configured for this team', and a list of more than six kinds scrolls", async () => {
    let dialog = await openWizard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Team' }));
    await chooseOption(await within(dialog).findByRole('combobox', { name: 'Team' }), 'Quiet team');
    await userEvent.click(button(dialog, 'Next'));
    dialog = await screen.findByRole('dialog', { name: 'Add Responder: Responder Type' });
    expect(within(dialog).getByText('There are no responders configured for this team')).toBeInTheDocument();
    expect(button(dialog, 'Next')).toBeDisabled();

    await userEvent.click(button(dialog, 'Back'));
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Team' }), 'Vendors');
    await userEvent.click(button(dialog, 'Next'));
    const kinds = within(dialog).getByRole('radiogroup', { name: 'Responder Type' });
    expect(within(kinds).getAllByRole('radio')).toHaveLength(8);
    expect(kinds).toHaveAttribute('data-scrolls', 'true');
    expect(kinds.className).toContain('overflow-y-auto');
  });

  it("locks the team's values, shows its defaults, and requires every other field: 'Please provide valid value'", async () => {
    const dialog = await teamDetails('Payments', 'Jira');
    expect(within(dialog).getByRole('combobox', { name: 'Jira Instance' })).toHaveAttribute('value', PAYMENTS_TEAM);
    const project = within(dialog).getByRole('textbox', { name: 'Project' });
    expect(project).toHaveValue('OPS');
    expect(project).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Set by the team')).toBeInTheDocument();
    expect(within(dialog).getByText('Default: {{ .incident.incident_id }}: {{ .incident.title }}')).toBeInTheDocument();
    expect(button(dialog, 'Add')).toBeDisabled();

    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await userEvent.click(description);
    await userEvent.tab();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide valid value');

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Issue Type' }), 'Incident');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Priority' }), 'High');
    expect(button(dialog, 'Add')).toBeDisabled();
    await userEvent.type(description, 'Orders cannot be written');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    // Summary has the team's default: the server fills it when the form leaves it empty.
    expect(button(dialog, 'Add')).toBeEnabled();
    await userEvent.click(button(dialog, 'Add'));
    expect(await screen.findByText('Responder added successfully')).toBeInTheDocument();
    expect(server.calls('POST', '/api/db/responders')[0]!.body).toEqual({
      incident_id: DISK_INCIDENT,
      type: 'jira',
      team_id: PAYMENTS_TEAM,
      properties: { responderType: 'jira', project: 'OPS', issueType: 'Incident', priority: 'High', description: 'Orders cannot be written' },
    });
  });

  it('enables Jira issue type and priority only once there is a project, and clears the issue type when the project changes', async () => {
    const dialog = await teamDetails('Vendors', 'Jira');
    const issueType = within(dialog).getByRole('textbox', { name: 'Issue Type' });
    expect(within(dialog).getByRole('textbox', { name: 'Project' })).toBeEnabled();
    expect(issueType).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Priority' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Project' }), 'OPS');
    expect(issueType).toBeEnabled();
    await userEvent.type(issueType, 'Bug');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Project' }), 'X');
    expect(issueType).toHaveValue('');
  });

  it('clears the Planner bucket when the plan changes', async () => {
    const dialog = await teamDetails('Payments', 'Microsoft Planner');
    expect(within(dialog).getByRole('combobox', { name: 'Instance' })).toHaveAttribute('value', PAYMENTS_TEAM);
    for (const name of ['Plan ID', 'Bucket ID', 'Title', 'Description']) expect(within(dialog).getByRole('textbox', { name })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plan ID' }), 'plan-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Bucket ID' }), 'bucket-1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plan ID' }), '2');
    expect(within(dialog).getByRole('textbox', { name: 'Bucket ID' })).toHaveValue('');
  });

  it('shows the error and resets the dialog when the server refuses', async () => {
    let dialog = await teamDetails('Payments', 'Email');
    server.on('POST', '/api/db/responders', { status: 400, body: { message: 'the incident is closed' } });
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue('payments@example.com');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Orders down');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Body' }), 'Please join');
    await userEvent.click(button(dialog, 'Add'));
    expect(await screen.findByText('the incident is closed')).toBeInTheDocument();
    dialog = await screen.findByRole('dialog', { name: 'Add Responder: Select Responder' });
    expect(within(dialog).getByRole('button', { name: 'Person' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveAttribute('value', '');
  });

  it('starts afresh after being closed', async () => {
    await teamDetails('Payments', 'Email');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add Responder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Responder: Select Responder' });
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveAttribute('value', '');
    expect(server.calls('POST', '/api/db/responders')).toHaveLength(0);
  });
});
