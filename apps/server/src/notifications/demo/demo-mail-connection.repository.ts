import type { Queryable } from '#src/db/db.ts';

/** The demo's email connection: `connection://demo/demo-mail`. */
export const DEMO_MAIL_CONNECTION = { namespace: 'demo', name: 'demo-mail' } as const;

/** Creates the demo's email connection and points it at the demo's mail sink once it listens. */
export class DemoMailConnectionRepository {
  constructor(private readonly db: Queryable) {}

  /** No secrets: the sink takes mail without a login, so the row is written as it is. */
  async create(): Promise<void> {
    await this.db.query(
      `INSERT INTO connections (namespace, name, type, url, properties, source)
       VALUES ($1, $2, 'email', '127.0.0.1', $3::jsonb, 'UI')
       ON CONFLICT (name, namespace) DO NOTHING`,
      [
        DEMO_MAIL_CONNECTION.namespace,
        DEMO_MAIL_CONNECTION.name,
        JSON.stringify({ port: 25, fromAddress: 'vigil@demo.local', fromName: 'Vigil demo', toAddresses: 'platform@vigil.demo', encryption: 'None', auth: 'None' }),
      ],
    );
  }

  /** Only while it still targets this machine: a connection someone pointed at a real relay stays as they left it. */
  async point(port: number): Promise<void> {
    await this.db.query(
      `UPDATE connections SET url = '127.0.0.1', properties = coalesce(properties, '{}'::jsonb) || jsonb_build_object('port', $3::int), updated_at = now()
       WHERE namespace = $1 AND name = $2 AND deleted_at IS NULL AND url = '127.0.0.1'`,
      [DEMO_MAIL_CONNECTION.namespace, DEMO_MAIL_CONNECTION.name, port],
    );
  }
}
