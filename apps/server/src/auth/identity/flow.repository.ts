import type { Queryable } from '#src/db/db.ts';
import type { Aal, FlowContext, FlowKind, FlowRecord, FlowType, FlowUi } from './identity.types.ts';

interface FlowRow {
  id: string;
  kind: FlowKind;
  type: FlowType;
  state: string;
  request_url: string;
  return_to: string | null;
  csrf_hash: string | null;
  identity_id: string | null;
  refresh: boolean;
  requested_aal: Aal;
  ui: FlowUi;
  context: FlowContext;
  issued_at: Date;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}

function toRecord(row: FlowRow): FlowRecord {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    state: row.state,
    requestUrl: row.request_url,
    returnTo: row.return_to,
    csrfHash: row.csrf_hash,
    identityId: row.identity_id,
    refresh: row.refresh,
    requestedAal: row.requested_aal,
    ui: { nodes: row.ui.nodes ?? [], messages: row.ui.messages ?? [] },
    context: row.context ?? {},
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type NewFlow = Omit<FlowRecord, 'id' | 'issuedAt' | 'createdAt' | 'updatedAt'>;

const COLUMNS =
  'id, kind, type, state, request_url, return_to, csrf_hash, identity_id, refresh, requested_aal, ui, context, issued_at, expires_at, created_at, updated_at';

export class FlowRepository {
  constructor(private readonly db: Queryable) {}

  async insert(flow: NewFlow): Promise<FlowRecord> {
    const { rows } = await this.db.query<FlowRow>(
      `INSERT INTO identity_flows (kind, type, state, request_url, return_to, csrf_hash, identity_id, refresh, requested_aal, ui, context, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12)
       RETURNING ${COLUMNS}`,
      [
        flow.kind,
        flow.type,
        flow.state,
        flow.requestUrl,
        flow.returnTo,
        flow.csrfHash,
        flow.identityId,
        flow.refresh,
        flow.requestedAal,
        JSON.stringify(flow.ui),
        JSON.stringify(flow.context),
        flow.expiresAt,
      ],
    );
    return toRecord(rows[0]!);
  }

  async findById(id: string): Promise<FlowRecord | null> {
    const { rows } = await this.db.query<FlowRow>(`SELECT ${COLUMNS} FROM identity_flows WHERE id = $1`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** Stores what a step changed: its state, the fields and messages shown, and the private context. */
  async update(flow: FlowRecord): Promise<FlowRecord> {
    const { rows } = await this.db.query<FlowRow>(
      `UPDATE identity_flows SET state = $2, ui = $3::jsonb, context = $4::jsonb, identity_id = $5, updated_at = now()
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [flow.id, flow.state, JSON.stringify(flow.ui), JSON.stringify(flow.context), flow.identityId],
    );
    return rows[0] ? toRecord(rows[0]) : flow;
  }

  /** Removes up to `batch` flows that expired more than `graceHours` ago; answers how many went. */
  async deleteExpired(graceHours: number, batch: number): Promise<number> {
    const { rowCount } = await this.db.query(
      `DELETE FROM identity_flows WHERE id IN (
         SELECT id FROM identity_flows WHERE expires_at < now() - make_interval(hours => $1) LIMIT $2)`,
      [graceHours, batch],
    );
    return rowCount;
  }
}
