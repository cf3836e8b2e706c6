import type { Queryable } from '#src/db/db.ts';
import type { DemoSeeder } from '#src/demo/demo-seeder.ts';

/** The demo's team (the workspace seeder makes it), given an email responder client and named by the demo rule. */
export const DEMO_RESPONDER_TEAM = 'Platform';
export const DEMO_INCIDENT_RULE = 'Failing demo checks';
/** The check of the demo's `fails-on-purpose` canary, in the demo canaries' namespace (the health module's demo). */
export const DEMO_FAILING_CHECK = 'closed port';
const DEMO_CANARIES_NAMESPACE = 'demo';
export const DEMO_WORKED_INCIDENT = 'Checkout API answers 502 after the payments deploy';

const ONCALL_ADDRESS = 'oncall@vigil.demo';

const responderClients = {
  email: {
    values: { to: ONCALL_ADDRESS },
    defaults: { subject: '{{ .incident.incident_id }}: {{ .incident.title }}', body: '{{ .incident.description }}' },
  },
};

const ruleSpec = {
  filter: { checks: [{ name: DEMO_FAILING_CHECK, namespace: DEMO_CANARIES_NAMESPACE }] },
  template: {
    title: '{{.check.name}} is failing',
    description: 'Opened by the rule "{{.rule.name}}" when the check failed. The demo keeps this check failing on purpose.',
    type: 'availability',
    severity: 'medium',
  },
  responders: { teams: [{ team: DEMO_RESPONDER_TEAM }] },
  autoResolve: true,
};

async function insertOne(tx: Queryable, sql: string, params: readonly unknown[]): Promise<string> {
  return (await tx.query<{ id: string }>(`${sql} RETURNING id`, params)).rows[0]!.id;
}

/** An incident worked half-way: a hypothesis tree with evidence, comments, and the team responding. */
async function seedWorkedIncident(tx: Queryable, teamId: string): Promise<void> {
  const incident = await insertOne(
    tx,
    `INSERT INTO incidents (title, description, type, severity, status, acknowledged, created_at)
     VALUES ($1, $2, 'availability', 'high', 'mitigated', now() - interval '170 minutes', now() - interval '3 hours')`,
    [DEMO_WORKED_INCIDENT, 'About 4% of checkout requests answered 502 from 14:05, minutes after payments-api 2.14 rolled out.'],
  );
  const root = await insertOne(tx, "INSERT INTO hypotheses (incident_id, type, title, status) VALUES ($1, 'root', $2, 'likely')", [incident, DEMO_WORKED_INCIDENT]);
  const pool = await insertOne(tx, "INSERT INTO hypotheses (incident_id, parent_id, type, title, status) VALUES ($1, $2, 'factor', $3, 'proven')", [
    incident, root, 'payments-api 2.14 opens a database connection per request and exhausts the pool',
  ]);
  await tx.query("INSERT INTO hypotheses (incident_id, parent_id, type, title, status) VALUES ($1, $2, 'factor', $3, 'disproven')", [
    incident, root, 'A node ran out of memory and evicted checkout pods',
  ]);
  const rollback = await insertOne(tx, "INSERT INTO hypotheses (incident_id, parent_id, type, title, status) VALUES ($1, $2, 'solution', $3, 'likely')", [
    incident, pool, 'Roll payments-api back to 2.13 and cap the pool per pod',
  ]);
  await tx.query("INSERT INTO evidences (hypothesis_id, type, description, evidence) VALUES ($1, 'log', $2, $3)", [
    pool, 'payments-api logs: connection pool exhausted', JSON.stringify({ lines: ['14:05:12 ERROR pool: timeout acquiring connection (size 20, waiting 57)', '14:05:13 ERROR POST /charge 502 upstream timed out'] }),
  ]);
  await tx.query("INSERT INTO evidences (hypothesis_id, type, description, definition_of_done, done) VALUES ($1, 'comment', $2, true, true)", [
    rollback, 'payments-api 2.13 running on every pod',
  ]);
  await tx.query("INSERT INTO evidences (hypothesis_id, type, description, definition_of_done, done) VALUES ($1, 'comment', $2, true, false)", [
    root, '502 rate under 0.1% for an hour',
  ]);
  const comments: [string | null, string, string][] = [
    [null, 'Dana (on call)', 'Paged by the 502 alert. Checkout errors started at 14:05, right after the payments deploy.'],
    [pool, 'Sam (payments)', 'Pool size is 20 per pod and 2.14 no longer returns connections on the error path. Rolling back.'],
    [rollback, 'Dana (on call)', 'Rollback done at 14:40; error rate is falling. Keeping the incident mitigated while we watch it.'],
  ];
  for (const [hypothesis, author, text] of comments) {
    await tx.query('INSERT INTO comments (incident_id, hypothesis_id, comment, external_created_by) VALUES ($1, $2, $3, $4)', [incident, hypothesis, text, author]);
  }
  // Already paged: the external id marks the mail as sent, so no ticket is opened again.
  await tx.query(
    `INSERT INTO responders (incident_id, type, team_id, properties, external_id, acknowledge_time)
     VALUES ($1, 'email', $2, $3, $4, now() - interval '170 minutes')`,
    [incident, teamId, JSON.stringify({ responderType: 'email', subject: DEMO_WORKED_INCIDENT }), ONCALL_ADDRESS],
  );
}

/**
 * The incidents part of the demo workspace: the demo team paged by an email responder client, a rule
 * that opens an incident for the demo's failing-on-purpose check, and one incident already worked
 * through, so /incidents has something to show on the first start.
 */
export const incidentsDemoSeeder: DemoSeeder = {
  name: 'incidents',
  async seed(tx) {
    const teamId = await insertOne(
      tx,
      `INSERT INTO teams (name, icon, spec) VALUES ($1, 'group', jsonb_build_object('responder_clients', $2::jsonb))
       ON CONFLICT (name) DO UPDATE SET spec = coalesce(teams.spec, '{}'::jsonb) || jsonb_build_object('responder_clients', $2::jsonb)`,
      [DEMO_RESPONDER_TEAM, JSON.stringify(responderClients)],
    );
    await tx.query('INSERT INTO incident_rules (name, spec) VALUES ($1, $2::jsonb)', [DEMO_INCIDENT_RULE, JSON.stringify(ruleSpec)]);
    await seedWorkedIncident(tx, teamId);
  },
};
