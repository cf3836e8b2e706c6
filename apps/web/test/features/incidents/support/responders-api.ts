import type { FakeServer } from '#test/support/fake-server.ts';
import { DISK_INCIDENT, GRACE } from './incidents-api.ts';

export const PAYMENTS_TEAM = '01900000-0000-7000-8000-000000000a01';
export const EMPTY_TEAM = '01900000-0000-7000-8000-000000000a02';
export const MANY_TEAM = '01900000-0000-7000-8000-000000000a03';
export const LINUS = '01900000-0000-7000-8000-0000000000b2';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A team whose spec opens Jira issues in project OPS and mails the on-call list. */
export const PAYMENTS = {
  id: PAYMENTS_TEAM,
  name: 'Payments',
  icon: null,
  spec: {
    responder_clients: {
      jira: {
        url: 'http://jira.local',
        values: { project: 'OPS' },
        defaults: { summary: '{{ .incident.incident_id }}: {{ .incident.title }}' },
        linkUrl: 'http://jira.local/browse/{{ .external_id }}',
      },
      email: { values: { to: 'payments@example.com' } },
      ms_planner: { clientId: 'app', clientSecret: 'secret', tenantId: 'tenant' },
    },
  },
};

export const EMPTY = { id: EMPTY_TEAM, name: 'Quiet team', icon: null, spec: { responder_clients: {} } };

export const MANY = {
  id: MANY_TEAM,
  name: 'Vendors',
  icon: null,
  spec: { responder_clients: Object.fromEntries(['email', 'jira', 'service_now', 'ca', 'aws_support', 'redhat', 'oracle', 'vmware'].map((kind) => [kind, {}])) },
};

export const PERSON_RESPONDER = {
  id: 'r-person',
  incident_id: DISK_INCIDENT,
  type: 'person',
  person_id: GRACE,
  team_id: null,
  external_id: null,
  properties: null,
  created_at: minutesAgo(20),
  acknowledge_time: null,
  signoff_time: null,
  close_time: null,
  person: { id: GRACE, name: 'Grace Hopper', avatar: null },
  team: null,
};

const created = Date.now() - 60 * 60_000;
export const JIRA_RESPONDER = {
  id: 'r-jira',
  incident_id: DISK_INCIDENT,
  type: 'jira',
  person_id: null,
  team_id: PAYMENTS_TEAM,
  external_id: 'OPS-1',
  properties: { responderType: 'jira', issueType: 'Incident', external_url: 'http://jira.local/browse/OPS-1' },
  created_at: new Date(created).toISOString(),
  acknowledge_time: new Date(created + 5 * 60_000 + 30_000).toISOString(),
  signoff_time: null,
  close_time: null,
  person: null,
  team: PAYMENTS,
};

/** The responders of the incident, and the people and teams the wizard offers. */
export function serveResponders(server: FakeServer, responders: unknown[] = [PERSON_RESPONDER, JIRA_RESPONDER]): FakeServer {
  return server
    .on('GET', '/api/db/responders', { body: responders })
    .on('GET', '/api/db/people', {
      body: [
        { id: GRACE, name: 'Grace Hopper', avatar: null },
        { id: LINUS, name: 'Linus Torvalds', avatar: null },
      ],
    })
    .on('GET', '/api/db/teams', { body: [PAYMENTS, EMPTY, MANY] });
}
