import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/app/providers/create-query-client.ts';
import { FeatureGate } from '#src/ui/gates/feature-gate.tsx';
import { PermissionGate } from '#src/ui/gates/permission-gate.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { frameApi, installFakeApi } from './support/fake-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWithServerState(ui: ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

function WriteAgentsFlag() {
  return <p>{usePermission('agents', 'write') ? 'may edit agents' : 'may not edit agents'}</p>;
}

describe('PermissionGate', () => {
  it('shows its content to a user who can read or write any listed resource', async () => {
    installFakeApi(frameApi({ roles: ['viewer'] }));
    renderWithServerState(
      <PermissionGate resources={['identities', 'canaries']}>
        <p>Health checks table</p>
      </PermissionGate>,
    );
    expect(await screen.findByText('Health checks table')).toBeInTheDocument();
  });

  it('hides its content from a user without access, showing nothing by default', async () => {
    const api = installFakeApi(frameApi({ roles: ['viewer'] }));
    renderWithServerState(
      <>
        <PermissionGate resources="connections">
          <p>Connections table</p>
        </PermissionGate>
        <WriteAgentsFlag />
      </>,
    );
    expect(await screen.findByText('may not edit agents')).toBeInTheDocument();
    expect(api.callsTo('/api/auth/whoami').length).toBeGreaterThan(0);
    expect(screen.queryByText('Connections table')).not.toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('shows the Unauthorized view once the roles have loaded, when asked to', async () => {
    let answer: () => void = () => {};
    const api = frameApi({ roles: ['responder'] });
    const server = installFakeApi({
      ...api,
      'GET /api/auth/whoami': () => new Promise<Response>((resolve) => (answer = () => resolve(api['GET /api/auth/whoami']()))),
    });
    renderWithServerState(
      <PermissionGate resources="identities" showUnauthorized>
        <p>Users table</p>
      </PermissionGate>,
    );
    await waitFor(() => expect(server.callsTo('/api/auth/whoami')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(screen.queryByText('Users table')).not.toBeInTheDocument();
  });

  it('checks a single action when one is given', async () => {
    installFakeApi(frameApi({ roles: ['responder'] }));
    renderWithServerState(
      <>
        <PermissionGate resources="incident" action="write">
          <button type="button">Add responder</button>
        </PermissionGate>
        <PermissionGate resources="playbooks" action="write">
          <button type="button">New playbook</button>
        </PermissionGate>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Add responder' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New playbook' })).not.toBeInTheDocument();
  });

  it('lets an admin edit agents', async () => {
    installFakeApi(frameApi({ roles: ['admin'] }));
    renderWithServerState(<WriteAgentsFlag />);
    expect(await screen.findByText('may edit agents')).toBeInTheDocument();
  });
});

describe('FeatureGate', () => {
  it('shows its content only while the feature is on', async () => {
    installFakeApi(frameApi({ properties: [{ name: 'incidents.disable', value: 'true' }] }));
    renderWithServerState(
      <>
        <FeatureGate feature="incidents" fallback={<p>incidents off</p>}>
          <button type="button">Attach as evidence</button>
        </FeatureGate>
        <FeatureGate feature="logs">
          <p>Logs tab</p>
        </FeatureGate>
      </>,
    );
    expect(await screen.findByText('Logs tab')).toBeInTheDocument();
    expect(screen.getByText('incidents off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach as evidence' })).not.toBeInTheDocument();
  });

  it('follows the parent feature for the settings pages of health', async () => {
    installFakeApi(frameApi({ properties: [{ name: 'health.disable', value: 'true' }] }));
    renderWithServerState(
      <>
        <FeatureGate feature="settings.job_history" fallback={<p>job history off</p>}>
          <p>Job history</p>
        </FeatureGate>
        <FeatureGate feature="settings.users">
          <p>Users</p>
        </FeatureGate>
      </>,
    );
    expect(await screen.findByText('job history off')).toBeInTheDocument();
    expect(screen.getByText('Users')).toBeInTheDocument();
  });
});
