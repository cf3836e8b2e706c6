import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlaybooksRoute } from '#src/features/playbooks/routes/playbooks.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { FROM_GIT, RESTART, servePlaybooks } from './support/playbooks-api.ts';

const API = fakeServerForEachTest();

function openPlaybooks() {
  return renderRoute(<PlaybooksRoute />, { path: '/playbooks', address: '/playbooks' });
}

const groupNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardsIn = (group: string) => within(screen.getByRole('region', { name: group })).getAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('/playbooks', () => {
  it('shows the playbooks as cards grouped by category, those without one under Other, last', async () => {
    servePlaybooks(API);
    openPlaybooks();
    await screen.findByRole('article', { name: 'Restart pod' });
    expect(groupNames()).toEqual(['Kubernetes', 'Security', 'Other']);
    expect(cardsIn('Kubernetes')).toEqual(['Restart pod', 'Scale up']);
    expect(cardsIn('Other')).toEqual(['vacuum']);
    const card = screen.getByRole('article', { name: 'Restart pod' });
    expect(card).toHaveTextContent('Deletes the pod so its deployment starts a new one');
    expect(within(card).getByRole('link', { name: 'History' })).toHaveAttribute('href', `/playbooks/runs?playbook=${RESTART.id}`);
  });

  it('asks for the playbooks that are not deleted, at most 500, by category and title', async () => {
    servePlaybooks(API);
    openPlaybooks();
    await screen.findByRole('article', { name: 'Restart pod' });
    const query = API.calls('GET', '/api/db/playbooks')[0]!.query;
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('limit')).toBe('500');
    expect(query.get('order')).toBe('category.asc.nullslast,title.asc.nullslast,name.asc');
  });

  it('offers a writer Run, Edit and Delete and the add button; Delete only on playbooks made in the UI', async () => {
    servePlaybooks(API);
    openPlaybooks();
    const card = await screen.findByRole('article', { name: 'Restart pod' });
    const names = (article: HTMLElement) => within(article).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names(card)).toEqual(['Edit Restart pod', 'Delete Restart pod', 'Run']);
    expect(names(screen.getByRole('article', { name: FROM_GIT.title }))).toEqual(['Edit Rotate keys', 'Run']);
    expect(screen.getByRole('button', { name: 'Add Playbook' })).toBeInTheDocument();
  });

  it('offers a viewer only the History of each playbook', async () => {
    servePlaybooks(API, undefined, ['viewer']);
    openPlaybooks();
    const card = await screen.findByRole('article', { name: 'Restart pod' });
    await waitFor(() => expect(API.calls('GET', '/api/auth/whoami')).toHaveLength(1));
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).getByRole('link', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Playbook' })).not.toBeInTheDocument();
  });

  it('opens the form of the playbook the runs page links to with ?edit=', async () => {
    servePlaybooks(API);
    renderRoute(<PlaybooksRoute />, { path: '/playbooks', address: `/playbooks?edit=${RESTART.id}` });
    expect(await screen.findByRole('dialog', { name: 'Edit Playbook' })).toBeInTheDocument();
  });

  it('opens the Run dialog of the playbook linked with ?run=', async () => {
    servePlaybooks(API);
    renderRoute(<PlaybooksRoute />, { path: '/playbooks', address: `/playbooks?run=${RESTART.id}` });
    expect(await screen.findByRole('dialog', { name: 'Run Playbook' })).toBeInTheDocument();
  });

  it('opens nothing from ?run= for a viewer', async () => {
    servePlaybooks(API, undefined, ['viewer']);
    renderRoute(<PlaybooksRoute />, { path: '/playbooks', address: `/playbooks?run=${RESTART.id}` });
    await screen.findByRole('article', { name: 'Restart pod' });
    await waitFor(() => expect(API.calls('GET', '/api/auth/whoami')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Run Playbook' })).not.toBeInTheDocument();
  });

  it('says No playbooks, with the add button, when there are none', async () => {
    servePlaybooks(API, []);
    openPlaybooks();
    expect(await screen.findByRole('heading', { name: 'No playbooks' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Playbook' }).length).toBeGreaterThan(0);
  });

  it('shows a loading placeholder, then the error with Try again when the list cannot be read', async () => {
    servePlaybooks(API).on('GET', '/api/db/playbooks', { status: 500, body: { message: 'database is down' } });
    openPlaybooks();
    expect(screen.getByRole('status', { name: 'Loading playbooks' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load playbooks');
    expect(alert).toHaveTextContent('database is down');
  });

  it('soft-deletes a playbook after confirmation', async () => {
    servePlaybooks(API).on('PATCH', '/api/db/playbooks', { body: [] });
    openPlaybooks();
    const card = await screen.findByRole('article', { name: 'Restart pod' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Restart pod' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Playbook' });
    expect(confirm).toHaveTextContent('Delete the playbook Restart pod?');
    expect(API.calls('PATCH', '/api/db/playbooks')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(API.calls('PATCH', '/api/db/playbooks')).toHaveLength(1));
    const patch = API.calls('PATCH', '/api/db/playbooks')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${RESTART.id}`);
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Playbook' })).not.toBeInTheDocument());
  });

  it("says 'Unable to delete playbook spec: {message}' when the server refuses", async () => {
    servePlaybooks(API).on('PATCH', '/api/db/playbooks', { status: 403, body: { message: 'not allowed' } });
    openPlaybooks();
    const card = await screen.findByRole('article', { name: 'Restart pod' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Restart pod' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Playbook' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unable to delete playbook spec: not allowed')).toBeInTheDocument();
  });
});
