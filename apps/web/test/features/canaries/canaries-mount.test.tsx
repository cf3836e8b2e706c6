import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameApi, installFakeApi, json } from '#test/app/support/fake-api.ts';
import { renderApp } from '#test/app/support/render-app.tsx';

const ID = '01900000-0000-7000-8000-000000000101';
const CANARY = { id: ID, name: 'web-checks', namespace: 'default', spec: { schedule: '@every 30s', tcp: [{ name: 'db', endpoint: 'db:5432' }] }, source: 'UI', job_status: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

function serveApp() {
  installFakeApi({ ...frameApi(), 'GET /api/db/canaries_with_status': () => json([CANARY], { headers: { 'Content-Range': '0-0/1' } }) });
}

describe('Health Checks in the app', () => {
  it('shows the list at /settings/canaries', async () => {
    serveApp();
    renderApp('/settings/canaries');
    expect(await screen.findByRole('cell', { name: 'web-checks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Health Checks' })).toBeInTheDocument();
  });

  it('shows a canary at /settings/canaries/{id}', async () => {
    serveApp();
    renderApp(`/settings/canaries/${ID}`);
    expect(await screen.findByLabelText('Endpoint')).toHaveValue('db:5432');
  });
});
