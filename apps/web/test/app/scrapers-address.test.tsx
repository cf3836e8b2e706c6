import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameApi, installFakeApi, json } from './support/fake-api.ts';
import { renderApp } from './support/render-app.tsx';

const SCRAPER_ID = '01900000-0000-7000-8000-000000000201';

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveScrapers() {
  installFakeApi({
    ...frameApi(),
    'GET /api/db/config_scrapers_with_status': () => json([], { headers: { 'Content-Range': '*/0' } }),
  });
}

async function currentSidebarLinks() {
  const aside = await screen.findByRole('complementary', { name: 'Sidebar' });
  await screen.findByRole('list', { name: 'Settings' });
  return within(aside)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('one address for the scrapers', () => {
  it('sends /settings/config_scrapers to the scrapers page of the catalog, keeping its query', async () => {
    serveScrapers();
    const app = renderApp('/settings/config_scrapers?search=files');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scrapers' })).toBeInTheDocument();
    expect(app.location()).toBe('/catalog/scrapers?search=files');
    expect(screen.queryByRole('heading', { name: 'Scrapers is not available yet' })).not.toBeInTheDocument();
  });

  it('sends /settings/config_scrapers/{id} to that scraper under the catalog', async () => {
    serveScrapers();
    const app = renderApp(`/settings/config_scrapers/${SCRAPER_ID}`);
    await waitFor(() => expect(app.location()).toBe(`/catalog/scrapers/${SCRAPER_ID}`));
    expect(screen.queryByText(/is not available yet/)).not.toBeInTheDocument();
  });

  it('highlights only Scrapers in the sidebar on the scrapers page, not Catalog too', async () => {
    serveScrapers();
    renderApp('/catalog/scrapers');
    await waitFor(async () => expect(await currentSidebarLinks()).toEqual(['Scrapers']));
  });

  it('opens the Settings menu on Scrapers after the redirect from the old address', async () => {
    serveScrapers();
    renderApp('/settings/config_scrapers');
    await waitFor(async () => expect(await currentSidebarLinks()).toEqual(['Scrapers']));
  });

  it('highlights Catalog on the catalog pages', async () => {
    installFakeApi(frameApi());
    renderApp('/catalog/changes');
    const aside = await screen.findByRole('complementary', { name: 'Sidebar' });
    await waitFor(() => expect(within(aside).getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page'));
  });
});
