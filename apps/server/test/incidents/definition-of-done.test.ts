import { describe, expect, it } from 'vitest';
import { DEFINITION_OF_DONE_TURN, startDefinitionOfDoneChecks } from '#src/incidents/definition-of-done/definition-of-done.runner.ts';
import { DefinitionOfDoneService } from '#src/incidents/definition-of-done/definition-of-done.service.ts';
import { incidentsModule } from '#src/incidents/incidents.module.ts';
import { testDbKind } from '#test/support/test-db.ts';
import { incidentsTestApp } from './incident-api.ts';

const HEALTHY_FIVE_MINUTES = "check.status == 'healthy' && duration(check.healthy_for) >= duration('5m')";
const MINUTE = 60_000;

describe(`the automatic definition of done (${testDbKind})`, () => {
  const app = incidentsTestApp();

  const one = async <R>(sql: string, params: unknown[] = []) => (await app.t.db.query<R>(sql, params)).rows[0]!;
  let subjectCount = 0;
  const subjects = async () => {
    const canary = await one<{ id: string }>("INSERT INTO canaries (name, spec) VALUES ($1, '{}') RETURNING id", [`dod-${++subjectCount}`]);
    const check = await one<{ id: string }>("INSERT INTO checks (canary_id, type, name, status) VALUES ($1, 'http', 'api', 'unhealthy') RETURNING id", [canary.id]);
    const config = await one<{ id: string }>("INSERT INTO config_items (config_class, type, name) VALUES ('Deployment', 'Kubernetes::Deployment', 'api') RETURNING id");
    const analysis = await one<{ id: string }>("INSERT INTO config_analysis (config_id, analyzer, status) VALUES ($1, 'image-pull', 'open') RETURNING id", [config.id]);
    const component = await one<{ id: string }>("INSERT INTO components (name, type, health) VALUES ('checkout', $1, 'unhealthy') RETURNING id", [`Service${subjectCount}`]);
    return { check: check.id, config: config.id, analysis: analysis.id, component: component.id };
  };
  const openIncident = async (fields: Record<string, unknown> = {}) => {
    const incident = await app.api.incident(fields);
    const root = await app.api.hypothesis(incident.id);
    return { incident, root };
  };
  const stateOf = async (evidenceId: string) =>
    one<{ done: boolean; script_result: string | null }>('SELECT done, script_result FROM evidences WHERE id = $1', [evidenceId]);

  it('marks a check evidence done once the check has been healthy for the window, recording each answer', async () => {
    const ids = await subjects();
    const { root } = await openIncident();
    const evidence = await app.api.evidence(root.id, { type: 'check', check_id: ids.check, definition_of_done: true, script: HEALTHY_FIVE_MINUTES });
    const service = new DefinitionOfDoneService(app.t.db);
    const turnedHealthy = new Date(Date.now() - 2 * MINUTE);

    await service.evaluatePending(new Date());
    expect(await stateOf(evidence.id)).toEqual({ done: false, script_result: 'false' });

    await app.t.db.query("UPDATE checks SET status = 'healthy', last_transition_time = $2 WHERE id = $1", [ids.check, turnedHealthy]);
    await service.evaluatePending(new Date(turnedHealthy.getTime() + 4 * MINUTE));
    expect(await stateOf(evidence.id)).toEqual({ done: false, script_result: 'false' });

    await service.evaluatePending(new Date(turnedHealthy.getTime() + 5 * MINUTE + 1000));
    expect(await stateOf(evidence.id)).toEqual({ done: true, script_result: 'true' });
  });

  it('answers the spec\'s examples over an insight and a component', async () => {
    const ids = await subjects();
    const { root } = await openIncident();
    const insight = await app.api.evidence(root.id, { type: 'config_analysis', config_analysis_id: ids.analysis, definition_of_done: true, script: "analysis.status == 'resolved'" });
    const topology = await app.api.evidence(root.id, { type: 'topology', component_id: ids.component, definition_of_done: true, script: 'component.healthy' });
    const config = await app.api.evidence(root.id, { type: 'config', config_id: ids.config, definition_of_done: true, script: "config.type == 'Kubernetes::Deployment'" });
    const service = new DefinitionOfDoneService(app.t.db);

    await service.evaluatePending();
    expect(await stateOf(insight.id)).toEqual({ done: false, script_result: 'false' });
    expect(await stateOf(topology.id)).toEqual({ done: false, script_result: 'false' });
    expect(await stateOf(config.id)).toEqual({ done: true, script_result: 'true' });

    await app.t.db.query("UPDATE config_analysis SET status = 'resolved' WHERE id = $1", [ids.analysis]);
    await app.t.db.query("UPDATE components SET health = 'healthy' WHERE id = $1", [ids.component]);
    await service.evaluatePending();
    expect(await stateOf(insight.id)).toEqual({ done: true, script_result: 'true' });
    expect(await stateOf(topology.id)).toEqual({ done: true, script_result: 'true' });
  });

  it('records a failing script\'s error and still evaluates the others', async () => {
    const ids = await subjects();
    await app.t.db.query("UPDATE components SET health = 'healthy' WHERE id = $1", [ids.component]);
    const { root } = await openIncident();
    const broken = await app.api.evidence(root.id, { type: 'check', check_id: ids.check, definition_of_done: true, script: 'check.status ==' });
    const unlinked = await app.api.evidence(root.id, { type: 'topology', component_id: ids.component, definition_of_done: true, script: "check.status == 'healthy'" });
    const notBoolean = await app.api.evidence(root.id, { type: 'topology', component_id: ids.component, definition_of_done: true, script: 'component.name' });
    const fine = await app.api.evidence(root.id, { type: 'topology', component_id: ids.component, definition_of_done: true, script: "component.health == 'healthy'" });

    const pass = await new DefinitionOfDoneService(app.t.db).evaluatePending();
    expect(pass.failed).toBeGreaterThanOrEqual(3);
    expect(await stateOf(broken.id)).toEqual({ done: false, script_result: expect.stringMatching(/^syntax error at line 1, column 14/) as unknown });
    expect(await stateOf(unlinked.id)).toEqual({ done: false, script_result: "unknown variable: this evidence's script may use now, evidence, component" });
    expect(await stateOf(notBoolean.id)).toEqual({ done: false, script_result: 'the script must answer true or false, not "checkout"' });
    expect(await stateOf(fine.id)).toEqual({ done: true, script_result: 'true' });
  });

  it('leaves alone evidences outside the definition of done, without a script, and of resolved or closed incidents', async () => {
    const ids = await subjects();
    await app.t.db.query("UPDATE components SET health = 'healthy' WHERE id = $1", [ids.component]);
    const open = await openIncident();
    const resolved = await openIncident();
    const outside = await app.api.evidence(open.root.id, { type: 'topology', component_id: ids.component, definition_of_done: false, script: 'true' });
    const manual = await app.api.evidence(open.root.id, { type: 'comment', definition_of_done: true, description: 'customers confirm' });
    const ofResolved = await app.api.evidence(resolved.root.id, { type: 'topology', component_id: ids.component, definition_of_done: true, script: 'true' });
    await app.api.send('PATCH', `incidents?id=eq.${resolved.incident.id}`, { status: 'resolved' });

    await new DefinitionOfDoneService(app.t.db).evaluatePending();
    for (const id of [outside.id, manual.id, ofResolved.id]) expect(await stateOf(id)).toEqual({ done: false, script_result: null });
  });

  it('runs as the incidents module\'s worker, one cluster-wide turn per tick', async () => {
    expect(incidentsModule.workers).toHaveLength(1);
    const ids = await subjects();
    await app.t.db.query("UPDATE components SET health = 'healthy' WHERE id = $1", [ids.component]);
    const { root } = await openIncident();
    const evidence = await app.api.evidence(root.id, { type: 'topology', component_id: ids.component, definition_of_done: true, script: 'component.healthy' });
    const errors: unknown[] = [];
    const logger = { error: (object: object) => errors.push(object) };
    const replicas = [startDefinitionOfDoneChecks(app.t.db, logger, { everyMs: 60 * MINUTE }), startDefinitionOfDoneChecks(app.t.db, logger, { everyMs: 60 * MINUTE })];
    try {
      await expect.poll(async () => (await stateOf(evidence.id)).done, { timeout: 10_000 }).toBe(true);
    } finally {
      await Promise.all(replicas.map((worker) => worker.stop()));
    }
    expect(errors).toEqual([]);
    const turn = await one<{ next_run_at: Date }>('SELECT next_run_at FROM scheduler.cluster_jobs WHERE name = $1', [DEFINITION_OF_DONE_TURN]);
    expect(turn.next_run_at.getTime()).toBeGreaterThan(Date.now() + 50 * MINUTE);
  });
});
