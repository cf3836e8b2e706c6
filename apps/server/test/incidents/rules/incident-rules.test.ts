import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/db/db.ts';
import { openPostgresDb } from '#src/db/postgres.db.ts';
import { EventConsumerService } from '#src/events/event-consumer.service.ts';
import { incidentRuleEventHandlers } from '#src/incidents/rules/incident-rule-event-handlers.ts';
import { IncidentRulesService } from '#src/incidents/rules/incident-rules.service.ts';
import { startAccessTestApp, type AccessTestApp, type TestPerson } from '#test/access/access-test-app.ts';
import { testDbKind } from '#test/support/test-db.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface IncidentRow {
  id: string;
  title: string;
  description: string | null;
  severity: string;
  type: string;
  status: string;
  resolved: Date | null;
  closed: Date | null;
}

describe(`incident rules open incidents from the event queue (${testDbKind})`, () => {
  let t: AccessTestApp;
  let editor: TestPerson;
  let oncall: TestPerson;
  let consumer: EventConsumerService;
  let count = 0;

  beforeAll(async () => {
    t = await startAccessTestApp();
    editor = await t.person({ roles: ['editor'] });
    oncall = await t.person({ name: 'On Call' });
    consumer = new EventConsumerService(t.db, { handlers: incidentRuleEventHandlers({ db: t.db, logger: quiet }), logger: quiet });
    await t.db.query('INSERT INTO teams (name, spec) VALUES ($1, $2)', [
      'Payments SRE',
      JSON.stringify({ responder_clients: { email: { values: { to: 'payments-sre@example.test' } } } }),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const one = async <R>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows[0]!;
  const rows = async <R>(sql: string, params: unknown[] = []) => (await t.db.query<R>(sql, params)).rows;

  /** Saves a rule through /api/db, as a user does; answers its id. */
  const rule = async (spec: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/db/incident_rules',
      headers: { ...editor.headers, 'content-type': 'application/json', prefer: 'return=representation' },
      payload: JSON.stringify({ name: `rule ${++count}`, spec }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }[]>()[0]!.id;
  };
  /** A check that has not run yet, with labels. */
  const check = async (name: string, labels: Record<string, string> = {}) => {
    const canary = await one<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ($1, '{}') RETURNING id", [`canary-${++count}`]);
    return (await one<{ id: string }>("INSERT INTO checks (canary_id, type, name, labels) VALUES ($1, 'http', $2, $3) RETURNING id", [canary.id, name, JSON.stringify(labels)])).id;
  };
  /** Sets the check's status as a run does (the trigger queues check.failed / check.passed), then drains the queue. */
  const runs = async (checkId: string, status: 'healthy' | 'unhealthy') => {
    await t.db.query('UPDATE checks SET status = $2 WHERE id = $1', [checkId, status]);
    await consumer.drain();
  };
  const incidentsOf = (ruleId: string) => rows<IncidentRow>('SELECT id, title, description, severity, type, status, resolved, closed FROM incidents WHERE incident_rule_id = $1 ORDER BY created_at', [ruleId]);

  it('opens one incident for a failing check the rule selects, with its root hypothesis, the check as evidence and the rule\'s responders', async () => {
    const ruleId = await rule({
      filter: { checks: [{ name: 'checkout-api', labelSelector: 'team=payments' }] },
      template: { title: '{{.check.name}} is down', description: 'Opened by {{.rule.name}}', severity: 'high', type: 'availability' },
      responders: { people: [oncall.email], teams: [{ team: 'Payments SRE', properties: { subject: 'checkout' } }] },
    });
    const selected = await check('checkout-api', { team: 'payments' });
    const otherTeam = await check('checkout-api', { team: 'search' });

    await runs(selected, 'unhealthy');
    await runs(otherTeam, 'unhealthy');

    const incidents = await incidentsOf(ruleId);
    expect(incidents).toEqual([expect.objectContaining({ title: 'checkout-api is down', description: `Opened by rule ${count - 2}`, severity: 'high', type: 'availability', status: 'open' })]);
    const incidentId = incidents[0]!.id;
    expect(await rows('SELECT type, title FROM hypotheses WHERE incident_id = $1', [incidentId])).toEqual([{ type: 'root', title: 'checkout-api is down' }]);
    expect(await rows('SELECT e.type, e.check_id FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id WHERE h.incident_id = $1', [incidentId])).toEqual([
      { type: 'check', check_id: selected },
    ]);
    const responders = await rows<{ type: string; person_id: string | null; team_name: string | null; properties: unknown }>(
      'SELECT r.type, r.person_id, tm.name AS team_name, r.properties FROM responders r LEFT JOIN teams tm ON tm.id = r.team_id WHERE r.incident_id = $1 ORDER BY r.type DESC',
      [incidentId],
    );
    expect(responders).toEqual([
      { type: 'person', person_id: oncall.id, team_name: null, properties: null },
      { type: 'email', person_id: null, team_name: 'Payments SRE', properties: { subject: 'checkout', responderType: 'email' } },
    ]);
    // The team responder is what opens the ticket: its event is queued for the responder clients.
    expect(await rows("SELECT name FROM event_queue WHERE name = 'incident.responder.added' AND event_id IN (SELECT id FROM responders WHERE incident_id = $1)", [incidentId])).toHaveLength(2);
  });

  it('opens none while the rule\'s incident for the check is open, however often it fails again', async () => {
    const ruleId = await rule({ filter: { checks: [{ name: 'flappy' }] } });
    const flappy = await check('flappy');

    await runs(flappy, 'unhealthy');
    await runs(flappy, 'healthy');
    await runs(flappy, 'unhealthy');
    await new IncidentRulesService(t.db, quiet).onCheckFailed(flappy);

    expect(await incidentsOf(ruleId)).toEqual([expect.objectContaining({ title: 'flappy is failing', status: 'open' })]);
  });

  it('opens one incident when two replicas handle the same failure at once', async () => {
    const ruleId = await rule({ filter: { checks: [{ name: 'raced' }] } });
    const raced = await check('raced');
    await t.db.query("UPDATE checks SET status = 'unhealthy' WHERE id = $1", [raced]);
    const other: Db = t.db.url ? await openPostgresDb({ connectionString: t.db.url, maxConnections: 5 }) : t.db;
    try {
      const replicas = [new IncidentRulesService(t.db, quiet), new IncidentRulesService(other, quiet)];
      const opened = await Promise.all(Array.from({ length: 6 }, (_, index) => replicas[index % 2]!.onCheckFailed(raced)));
      expect(opened.flat()).toHaveLength(1);
    } finally {
      if (other !== t.db) await other.close();
    }
    expect(await incidentsOf(ruleId)).toHaveLength(1);
  });

  it('resolves the incident when the check passes if the rule says autoResolve, and opens a new one on the next failure', async () => {
    const ruleId = await rule({ filter: { checks: [{ name: 'recovers' }] }, autoResolve: true });
    const keptOpen = await rule({ filter: { checks: [{ name: 'recovers' }] } });
    const recovers = await check('recovers');

    await runs(recovers, 'unhealthy');
    await runs(recovers, 'healthy');
    expect(await incidentsOf(ruleId)).toEqual([expect.objectContaining({ status: 'resolved', resolved: expect.any(Date) as Date })]);
    expect(await incidentsOf(keptOpen)).toEqual([expect.objectContaining({ status: 'open', resolved: null })]);

    await runs(recovers, 'unhealthy');
    expect((await incidentsOf(ruleId)).map((incident) => incident.status)).toEqual(['resolved', 'open']);
  });

  it('waits hoursSinceLastIncident after an incident before opening another, and closes with autoClose', async () => {
    const ruleId = await rule({ filter: { checks: [{ name: 'windowed' }] }, autoClose: true, hoursSinceLastIncident: 4 });
    const windowed = await check('windowed');

    await runs(windowed, 'unhealthy');
    await runs(windowed, 'healthy');
    await runs(windowed, 'unhealthy');

    expect(await incidentsOf(ruleId)).toEqual([expect.objectContaining({ status: 'closed', closed: expect.any(Date) as Date })]);
  });

  it('opens an incident for an insight of the selected type and severity, with the insight as evidence, and resolves it with the insight', async () => {
    const ruleId = await rule({
      filter: { insights: [{ types: ['Kubernetes::Pod'] }], severity: ['critical'], category: ['security'] },
      template: { title: '{{.config.name}}: {{.insight.analyzer}}', severity: 'critical', type: 'security' },
      autoResolve: true,
    });
    const pod = await one<{ id: string }>("INSERT INTO config_items (config_class, type, name) VALUES ('Pod', 'Kubernetes::Pod', 'api-7f9') RETURNING id");
    const insert = (severity: string, analyzer: string) =>
      one<{ id: string }>("INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, status) VALUES ($1, $2, 'security', $3, 'open') RETURNING id", [pod.id, analyzer, severity]);
    const critical = await insert('critical', 'privileged-container');
    await insert('low', 'latest-tag');
    await consumer.drain();

    const incidents = await incidentsOf(ruleId);
    expect(incidents).toEqual([expect.objectContaining({ title: 'api-7f9: privileged-container', severity: 'critical', type: 'security', status: 'open' })]);
    expect(await rows('SELECT e.type, e.config_analysis_id, e.config_id FROM evidences e JOIN hypotheses h ON h.id = e.hypothesis_id WHERE h.incident_id = $1', [incidents[0]!.id])).toEqual([
      { type: 'config_analysis', config_analysis_id: critical.id, config_id: pod.id },
    ]);

    await t.db.query("UPDATE config_analysis SET status = 'resolved' WHERE id = $1", [critical.id]);
    await consumer.drain();
    expect((await incidentsOf(ruleId)).map((incident) => incident.status)).toEqual(['resolved']);
  });
});
