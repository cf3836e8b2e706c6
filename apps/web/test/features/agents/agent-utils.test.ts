import { describe, expect, it } from 'vitest';
import { agentPresence } from '#src/features/agents/utils/agent-presence.ts';
import { readAgentListParams } from '#src/features/agents/utils/agent-list-params.ts';
import { fluxManifests, helmInstallCommand } from '#src/features/agents/utils/installation-commands.ts';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('agent presence', () => {
  it('is Online when the agent reported under 61 seconds ago, Offline from 61 seconds on', () => {
    expect(agentPresence('2025-06-01T11:59:00.001Z', NOW)).toBe('Online');
    expect(agentPresence('2025-06-01T11:58:59Z', NOW)).toBe('Offline');
    expect(agentPresence('2025-05-01T00:00:00Z', NOW)).toBe('Offline');
  });

  it('is nothing for an agent that never reported', () => {
    expect(agentPresence(null, NOW)).toBeNull();
    expect(agentPresence(undefined, NOW)).toBeNull();
  });
});

describe('agents list parameters', () => {
  it('defaults to the first page of 50, in no particular order', () => {
    expect(readAgentListParams(new URLSearchParams())).toEqual({ pageIndex: 0, pageSize: 50, sortBy: null, sortOrder: 'asc' });
  });

  it('reads page, page size and sorting from the address', () => {
    const params = new URLSearchParams('pageIndex=3&pageSize=200&sortBy=checks_count&sortOrder=desc');
    expect(readAgentListParams(params)).toEqual({ pageIndex: 3, pageSize: 200, sortBy: 'checks_count', sortOrder: 'desc' });
  });

  it('ignores values a user could not have chosen', () => {
    const params = new URLSearchParams('pageIndex=-2&pageSize=75&sortBy=name;drop&sortOrder=sideways');
    expect(readAgentListParams(params)).toEqual({ pageIndex: 0, pageSize: 50, sortBy: null, sortOrder: 'asc' });
  });
});

describe('installation commands', () => {
  const install = {
    upstreamUrl: 'https://vigil.example.com',
    agentName: 'eu-west',
    username: 'agent-eu-west',
    accessToken: 'tok3n',
    kubernetes: { enabled: true, interval: '1h' },
    pushTelemetry: { enabled: true, topologyName: 'eu west cluster' },
  };

  it('gives Helm the server address, the agent login and the chosen options', () => {
    const command = helmInstallCommand(install);
    expect(command).toContain('--set upstream.host=https://vigil.example.com');
    expect(command).toContain('--set upstream.username=agent-eu-west');
    expect(command).toContain('--set upstream.password=tok3n');
    expect(command).toContain('--set kubernetes.interval=1h');
    expect(command).toContain("--set pushTelemetry.topologyName='eu west cluster'");
  });

  it('writes the same values as nested YAML in the Flux release', () => {
    const yaml = fluxManifests({ ...install, pushTelemetry: { enabled: false, topologyName: '' } });
    expect(yaml).toContain('kind: HelmRelease');
    expect(yaml).toContain(['    upstream:', '      agent: "eu-west"', '      host: "https://vigil.example.com"'].join('\n'));
    expect(yaml).toContain('      password: "tok3n"');
    expect(yaml).toContain(['    kubernetes:', '      enabled: true', '      interval: "1h"', '    pushTelemetry:', '      enabled: false'].join('\n'));
    expect(yaml).not.toContain('topologyName');
  });
});
