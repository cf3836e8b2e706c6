import type { Queryable } from '#src/db/db.ts';

export const DAY = 86_400_000;

export function ago(ms: number, now: Date = new Date()): Date {
  return new Date(now.getTime() - ms);
}

export interface ItemOptions {
  type: string;
  configClass?: string;
  name: string;
  health?: string | null;
  status?: string | null;
  tags?: Record<string, string>;
  labels?: Record<string, string>;
  cost30d?: number;
  deleted?: boolean;
  parentId?: string;
}

export async function insertItem(db: Queryable, options: ItemOptions): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO config_items (config_class, type, name, health, status, tags, labels, cost_total_30d, deleted_at, parent_id, config)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '{"spec": {}}') RETURNING id`,
    [
      options.configClass ?? options.type.split('::').at(-1),
      options.type,
      options.name,
      options.health ?? null,
      options.status ?? null,
      JSON.stringify(options.tags ?? {}),
      JSON.stringify(options.labels ?? {}),
      options.cost30d ?? null,
      null,
      options.parentId ?? null,
    ],
  );
  const id = rows[0]!.id;
  // Deleted after insertion, as a scraper would: the item keeps the relationships it had.
  if (options.deleted) await db.query('UPDATE config_items SET deleted_at = now() WHERE id = $1', [id]);
  return id;
}

export interface ChangeOptions {
  changeType?: string;
  severity?: string;
  source?: string;
  summary?: string;
  at?: Date;
  externalCreatedBy?: string;
  tags?: Record<string, string>;
}

export async function insertChange(db: Queryable, configId: string, options: ChangeOptions = {}): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO config_changes (config_id, change_type, severity, source, summary, created_at, external_created_by, tags)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      configId,
      options.changeType ?? 'diff',
      options.severity ?? 'info',
      options.source ?? 'test',
      options.summary ?? null,
      options.at ?? new Date(),
      options.externalCreatedBy ?? null,
      JSON.stringify(options.tags ?? {}),
    ],
  );
  return rows[0]!.id;
}

export interface AnalysisOptions {
  analysisType?: string;
  severity?: string;
  status?: 'open' | 'resolved' | 'silenced';
  lastObserved?: Date;
}

export async function insertAnalysis(db: Queryable, configId: string, options: AnalysisOptions = {}): Promise<void> {
  await db.query(
    `INSERT INTO config_analysis (config_id, analyzer, analysis_type, severity, status, first_observed, last_observed)
     VALUES ($1, 'test-analyzer', $2, $3, $4, $5, $5)`,
    [configId, options.analysisType ?? 'security', options.severity ?? 'high', options.status ?? 'open', options.lastObserved ?? new Date()],
  );
}
