import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoWorkspaceService } from '#src/demo/demo-workspace.service.ts';
import { workspaceDemoSeeder } from '#src/demo/workspace.demo-seeder.ts';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import { canariesDemoSeeder } from '#src/health/canaries.demo-seeder.ts';
import { DEMO_INCIDENT_RULE, DEMO_RESPONDER_TEAM, DEMO_WORKED_INCIDENT, incidentsDemoSeeder } from '#src/incidents/demo/incidents.demo-seeder.ts';
import { incidentRuleEventHandlers } from '#src/incidents/rules/incident-rule-event-handlers.ts';
import { incidentRuleSpecIssues } from '#src/incidents/rules/incident-rule-spec.schema.ts';
import { teamSpecIssues } from '#src/incidents/responder-clients/team-spec.schema.ts';
import { startAccessTestApp, type AccessTestApp } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe(`the incidents part of the demo workspace (${testDbKind})`, () => {
  let t: AccessTestApp;

  beforeAll(async () => {
    t = await startAccessTestApp();
    const outcome = await new DemoWorkspaceService(t.db, [workspaceDemoSeeder, canariesDemoSeeder(), incidentsDemoSeeder]).ensure(true);
    expect(outcome).toEqual({ status: 'seeded', seeders: ['workspace', 'canaries', 'incidents'] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows;

  it('gives the demo team an email responder client its spec rules accept', async () => {
    const [team] = await rows<{ spec: Record<string, unknown> }>('SELECT spec FROM teams WHERE name = $1', [DEMO_RESPONDER_TEAM]);
    expect(team?.spec).toMatchObject({ description: expect.any(String) as string, responder_clients: { email: { values: { to: 'oncall@vigil.demo' } } } });
    expect(teamSpecIssues(team?.spec)).toEqual([]);
  });

  it('has one rule, with a valid spec, that opens an incident paging the team when the failing-on-purpose check fails', async () => {
    const rules = await rows<{ id: string; spec: unknown }>('SELECT id, spec FROM incident_rules WHERE name = $1', [DEMO_INCIDENT_RULE]);
    expect(rules).toHaveLength(1);
    expect(incidentRuleSpecIssues(rules[0]!.spec)).toEqual([]);

    // What the first run of the demo's failing canary does: its check is recorded, then turns unhealthy.
    const [canary] = await rows<{ id: string }>("SELECT id FROM canaries WHERE name = 'fails-on-purpose'");
    const [check] = await rows<{ id: string }>("INSERT INTO checks (canary_id, type, name) VALUES ($1, 'tcp', 'closed port') RETURNING id", [canary!.id]);
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [check!.id]);
    await new EventConsumerService(t.db, { handlers: incidentRuleEventHandlers({ db: t.db, logger: quiet }), logger: quiet }).drain();

    const opened = await rows<{ id: string; title: string; status: string }>('SELECT id, title, status FROM incidents WHERE incident_rule_id = $1', [rules[0]!.id]);
    expect(opened).toEqual([{ id: expect.any(String) as string, title: 'closed port is failing', status: 'open' }]);
    const responders = await rows('SELECT r.type, tm.name AS team FROM responders r JOIN teams tm ON tm.id = r.team_id WHERE r.incident_id = $1', [opened[0]!.id]);
    expect(responders).toEqual([{ type: 'email', team: DEMO_RESPONDER_TEAM }]);
  });

  it('has one incident worked through: hypotheses of every level, evidence, comments and the team responding', async () => {
    const [incident] = await rows<{ id: string; status: string; severity: string }>('SELECT id, status, severity FROM incidents WHERE title = $1', [DEMO_WORKED_INCIDENT]);
    expect(incident).toMatchObject({ status: 'mitigated', severity: 'high' });
    const hypotheses = await rows<{ type: string; status: string }>('SELECT type, status FROM hypotheses WHERE incident_id = $1 ORDER BY created_at', [incident!.id]);
    expect(hypotheses.map((hypothesis) => hypothesis.type)).toEqual(['root', 'factor', 'factor', 'solution']);
    expect(hypotheses.map((hypothesis) => hypothesis.status)).toEqual(['likely', 'proven', 'disproven', 'likely']);
    const evidences = await rows<{ type: string; definition_of_done: boolean; done: boolean }>(
      'SELECT e.type, e.definition_of_done, e.done FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id WHERE h.incident_id = $1 ORDER BY e.created_at',
      [incident!.id],
    );
    expect(evidences).toEqual([
      { type: 'log', definition_of_done: false, done: false },
      { type: 'comment', definition_of_done: true, done: true },
      { type: 'comment', definition_of_done: true, done: false },
    ]);
    expect(await rows('SELECT id FROM comments WHERE incident_id = $1', [incident!.id])).toHaveLength(3);
    expect(await rows('SELECT r.type, r.external_id FROM responders r WHERE r.incident_id = $1', [incident!.id])).toEqual([{ type: 'email', external_id: 'oncall@vigil.demo' }]);
    // The triggers wrote its changelog as for any incident.
    expect((await rows('SELECT id FROM incident_histories WHERE incident_id = $1', [incident!.id])).length).toBeGreaterThan(4);
  });

  it('shows the worked incident in the incidents list through /api/db', async () => {
    const viewer = await t.person({ roles: ['viewer'] });
    const response = await t.app.inject({ method: 'GET', url: '/api/db/incidents?select=title,status', headers: viewer.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(expect.arrayContaining([{ title: DEMO_WORKED_INCIDENT, status: 'mitigated' }]));
  });
});
