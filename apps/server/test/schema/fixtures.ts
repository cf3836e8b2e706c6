import { expect } from 'vitest';
import { asDbError, type Queryable } from '#src/db/db.ts';

export const LOCAL_AGENT_ID = '00000000-0000-0000-0000-000000000000';
export const SYSTEM_PERSON_ID = '00000000-0000-0000-0000-000000000001';
export const SYSTEM_SCRAPER_ID = '00000000-0000-0000-0000-000000000002';

/** Inserts one row and returns the named column (id by default). Values are parameters. */
export async function insert(db: Queryable, table: string, values: Record<string, unknown>, returning = 'id'): Promise<string> {
  const columns = Object.keys(values);
  const sql = `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')})
    VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${returning}::text AS v`;
  const { rows } = await db.query<{ v: string }>(sql, columns.map((c) => values[c]));
  return rows[0]!.v;
}

export async function expectDbError(work: Promise<unknown>, code: string): Promise<void> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected the database to fail with ${code}`).toBeDefined();
  expect(asDbError(error)?.code).toBe(code);
}

export async function person(db: Queryable, name: string): Promise<string> {
  return insert(db, 'people', { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` });
}

export async function configItem(db: Queryable, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  return insert(db, 'config_items', { name, config_class: 'Deployment', type: 'Kubernetes::Deployment', ...extra });
}

export async function canaryWithCheck(db: Queryable, name: string): Promise<{ canaryId: string; checkId: string }> {
  const canaryId = await insert(db, 'canaries', { name, spec: JSON.stringify({ http: [{ name }] }) });
  const checkId = await insert(db, 'checks', { canary_id: canaryId, type: 'http', name: `${name}-check` });
  return { canaryId, checkId };
}

export async function events(db: Queryable, eventId: string): Promise<{ name: string; attempts: number; error: string | null }[]> {
  const { rows } = await db.query<{ name: string; attempts: number; error: string | null }>(
    'SELECT name, attempts, error FROM event_queue WHERE event_id = $1 ORDER BY name',
    [eventId],
  );
  return rows;
}
