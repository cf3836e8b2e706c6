import { screen } from '@testing-library/react';
import { AgentsRoute } from '#src/features/agents/routes/agents.route.tsx';
import { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

export const EU = '01900000-0000-7000-8000-0000000000e1';
export const US = '01900000-0000-7000-8000-0000000000e2';
export const NEW = '01900000-0000-7000-8000-0000000000e3';
export const ASIA = '01900000-0000-7000-8000-0000000000e4';
export const CREATOR = '01900000-0000-7000-8000-000000000077';
export const TOKEN = 'tok_ONE-TIME-5ecret';

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function agentRow(id: string, name: string, lastSeen: string | null, counts: [number, number, number, number]) {
  return {
    id,
    name,
    description: `${name} cluster`,
    properties: { region: name },
    created_by: CREATOR,
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-02T09:00:00Z',
    config_count: counts[0],
    checks_count: counts[1],
    config_scrapper_count: counts[2],
    playbook_runs_count: counts[3],
    last_seen: lastSeen,
    last_received: lastSeen,
  };
}

export const AGENTS = [
  agentRow(EU, 'eu-west', secondsAgo(10), [1200, 34, 3, 7]),
  agentRow(US, 'us-east', secondsAgo(300), [88, 5, 1, 0]),
  agentRow(ASIA, 'asia-south', null, [0, 0, 0, 0]),
];

/** The agents API as the page sees it, for a user with these roles. */
export function serveAgents(roles: string[]): FakeServer {
  return new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/db/agents_summary', (request) => {
      const id = request.query.get('id');
      if (id) return { body: AGENTS.filter((agent) => `eq.${agent.id}` === id) };
      return { body: AGENTS, headers: { 'Content-Range': `0-2/${AGENTS.length}` } };
    })
    .on('GET', '/api/db/people', { body: [{ id: CREATOR, name: 'Rosalind Franklin', avatar: null }] });
}

export function openAgents(address = '/settings/agents') {
  return renderRoute(<AgentsRoute />, { path: '/settings/agents', address });
}

export async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

/** The query of the latest list request (not a single-agent lookup). */
export function lastListQuery(api: FakeServer): URLSearchParams {
  const lists = api.calls('GET', '/api/db/agents_summary').filter((call) => !call.query.has('id'));
  return lists[lists.length - 1]!.query;
}

