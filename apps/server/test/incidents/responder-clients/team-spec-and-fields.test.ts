import { describe, expect, it } from 'vitest';
import { responderFields } from '#src/incidents/responder-clients/responder-fields.ts';
import { teamSpecIssues, teamSpecRules } from '#src/incidents/responder-clients/team-spec.schema.ts';
import { RESPONDER_CLIENT_REGISTRY } from '#src/incidents/responder-clients/responder-client-registry.ts';
import { parseYamlText } from '#src/spec/yaml-text.ts';
import { testIncident } from './support/client-context.ts';

describe('team spec responder_clients', () => {
  it('accepts every example of every client, under its type', () => {
    for (const client of RESPONDER_CLIENT_REGISTRY.plugins) {
      expect(client.examples.length).toBeGreaterThan(0);
      for (const example of client.examples) {
        const result = client.parse(typeof example === 'string' ? parseYamlText(example) : example, `spec.responder_clients.${client.type}`);
        expect(result, `${client.type}: ${JSON.stringify(example)}`).toHaveProperty('spec');
      }
      expect(RESPONDER_CLIENT_REGISTRY.jsonSchema(client.type)).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema' });
    }
    expect(RESPONDER_CLIENT_REGISTRY.types()).toEqual(['email', 'jira', 'ms_planner', 'webhook']);
    expect(teamSpecIssues({ components: [{ name: 'kept as written' }], responder_clients: { jira: { url: 'https://jira.example.com', values: { project: 'OPS' } } } })).toEqual([]);
  });

  it('names an unknown client, a wrong field and values that are not a map of strings', () => {
    expect(teamSpecIssues({ responder_clients: { pagerduty: {}, jira: { url: 'https://j', values: ['x'], linkUrl: 3 } } })).toEqual(
      expect.arrayContaining([
        { path: 'spec.responder_clients.pagerduty', message: 'unknown key' },
        { path: 'spec.responder_clients.jira.values', message: 'must be a map of strings' },
        { path: 'spec.responder_clients.jira.linkUrl', message: 'must be a string' },
      ]),
    );
    expect(teamSpecRules.issuesOf({ responder_clients: 'jira' }, false)).toEqual([{ path: 'spec.responder_clients', message: 'must be an object' }]);
  });
});

describe('responder fields', () => {
  it('locks the team values, keeps what the form sent, and templates the defaults the form left empty over the form and the incident', () => {
    const fields = responderFields(
      {
        values: { project: 'OPS' },
        defaults: { summary: '{{ .incident.incident_id }}: {{ .incident.title }}', description: 'Raised by {{ .reporter }}', priority: 'Low' },
      },
      { responderType: 'jira', project: 'OTHER', priority: 'High', reporter: 'Ada', description: '' },
      testIncident,
    );
    expect(fields).toEqual({ project: 'OPS', priority: 'High', reporter: 'Ada', summary: 'INC-7: Checkout is down', description: 'Raised by Ada' });
  });

  it('falls back to the raw text of a default whose template fails', () => {
    const fields = responderFields({ defaults: { summary: '{{ .incident.title | nosuchfunction }}', body: '{{ if }}' } }, {}, testIncident);
    expect(fields).toEqual({ summary: '{{ .incident.title | nosuchfunction }}', body: '{{ if }}' });
  });
});
