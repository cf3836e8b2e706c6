import type { Queryable } from '#src/db/db.ts';
import type { PlaybookResourceKind } from '../playbook-resource.repository.ts';

const ROW: Record<PlaybookResourceKind, string> = {
  config: 'SELECT to_jsonb(c) AS item FROM config_items c WHERE c.id = $1',
  check: `SELECT to_jsonb(k) || jsonb_build_object('canary_name', c.name) AS item
          FROM checks k LEFT JOIN canaries c ON c.id = k.canary_id WHERE k.id = $1`,
  component: 'SELECT to_jsonb(c) AS item FROM components c WHERE c.id = $1',
};

/** The row an event is about, deleted or not (a `config.deleted` trigger runs on the config it lost). */
export class TriggerResourceRepository {
  constructor(private readonly db: Queryable) {}

  async find(kind: PlaybookResourceKind, id: string): Promise<Record<string, unknown> | undefined> {
    const { rows } = await this.db.query<{ item: Record<string, unknown> }>(ROW[kind], [id]);
    return rows[0]?.item;
  }
}
