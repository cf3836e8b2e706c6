import type { AccessTestApp, TestPerson } from '#test/access/access-test-app.ts';

export const PLAYBOOK_API_VERSION = 'mission-control.flanksource.com/v1';

/** Requests and rows the playbook tests share: resources to run on, playbooks written through /api/db, runs. */
export function playbookKit(app: () => AccessTestApp) {
  const json = (person: TestPerson) => ({ ...person.headers, 'content-type': 'application/json' });

  const one = async <T>(sql: string, values: unknown[]): Promise<T> => (await app().db.query<T>(sql, values)).rows[0]!;

  return {
    json,
    /** A config item of `type`, with labels and tags. */
    async config(name: string, type = 'Kubernetes::Deployment', extra: { labels?: Record<string, string>; tags?: Record<string, string>; health?: string } = {}): Promise<string> {
      const row = await one<{ id: string }>(
        `INSERT INTO config_items (config_class, type, name, labels, tags, health, config)
         VALUES ('Deployment', $1, $2, $3::jsonb, $4::jsonb, $5, $6::jsonb) RETURNING id`,
        [type, name, JSON.stringify(extra.labels ?? {}), JSON.stringify(extra.tags ?? {}), extra.health ?? 'healthy', JSON.stringify({ spec: { replicas: 3 } })],
      );
      return row.id;
    },
    async check(name: string, type = 'http', labels: Record<string, string> = {}): Promise<string> {
      const canary = await one<{ id: string }>(`INSERT INTO canaries (name, spec) VALUES ($1, '{}'::jsonb) RETURNING id`, [`canary-${name}`]);
      const row = await one<{ id: string }>(
        `INSERT INTO checks (canary_id, type, name, labels, status) VALUES ($1, $2, $3, $4::jsonb, 'healthy') RETURNING id`,
        [canary.id, type, name, JSON.stringify(labels)],
      );
      return row.id;
    },
    async component(name: string, type = 'Service', labels: Record<string, string> = {}): Promise<string> {
      const row = await one<{ id: string }>(`INSERT INTO components (name, type, labels) VALUES ($1, $2, $3::jsonb) RETURNING id`, [name, type, JSON.stringify(labels)]);
      return row.id;
    },
    async team(name: string, members: readonly TestPerson[]): Promise<string> {
      const row = await one<{ id: string }>('INSERT INTO teams (name) VALUES ($1) RETURNING id', [name]);
      for (const member of members) await app().db.query('INSERT INTO team_members (team_id, person_id) VALUES ($1, $2)', [row.id, member.id]);
      return row.id;
    },
    /** Writes a playbook through /api/db as `person`; answers the response. */
    writePlaybook(person: TestPerson, body: Record<string, unknown>) {
      return app().app.inject({ method: 'POST', url: '/api/db/playbooks', headers: { ...json(person), prefer: 'return=representation' }, payload: JSON.stringify(body) });
    },
    /** A playbook written through /api/db; answers its id. */
    async playbook(person: TestPerson, name: string, spec: Record<string, unknown>): Promise<string> {
      const response = await this.writePlaybook(person, { name, title: name, spec });
      if (response.statusCode !== 201) throw new Error(`playbook ${name} was refused: ${response.body}`);
      return response.json<{ id: string }[]>()[0]!.id;
    },
    run(person: TestPerson, body: Record<string, unknown>) {
      return app().app.inject({ method: 'POST', url: '/api/playbook/run', headers: json(person), payload: JSON.stringify(body) });
    },
    post(person: TestPerson, url: string, body?: unknown) {
      return app().app.inject({ method: 'POST', url, ...(body === undefined ? { headers: person.headers } : { headers: json(person), payload: JSON.stringify(body) }) });
    },
    get(person: TestPerson, url: string) {
      return app().app.inject({ method: 'GET', url, headers: person.headers });
    },
  };
}
