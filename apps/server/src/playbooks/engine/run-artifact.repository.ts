import type { Queryable } from '#src/db/db.ts';

/** What lists show of a file an action left. */
export interface RunArtifactSummary {
  id: string;
  path: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface RunArtifact extends RunArtifactSummary {
  content: Buffer;
}

/** Reads the files actions of runs left (table `artifacts`, migration 0035). */
export class RunArtifactRepository {
  constructor(private readonly db: Queryable) {}

  async list(actionId: string): Promise<RunArtifactSummary[]> {
    const { rows } = await this.db.query<RunArtifactSummary & { size: string | number }>(
      'SELECT id, path, content_type, size, created_at FROM artifacts WHERE playbook_run_action_id = $1 ORDER BY created_at, path',
      [actionId],
    );
    return rows.map((row) => ({ ...row, size: Number(row.size) }));
  }

  async find(actionId: string, artifactId: string): Promise<RunArtifact | undefined> {
    const { rows } = await this.db.query<RunArtifact & { size: string | number; content: Uint8Array }>(
      'SELECT id, path, content_type, size, created_at, content FROM artifacts WHERE playbook_run_action_id = $1 AND id = $2',
      [actionId, artifactId],
    );
    const row = rows[0];
    return row ? { ...row, size: Number(row.size), content: Buffer.from(row.content) } : undefined;
  }
}
