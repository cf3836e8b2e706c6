import type { Queryable } from '#src/db/db.ts';
import type { NotificationResourceKind } from './notification-events.ts';

/** Which resources an event touches, for matching silences: the resource and its parents. */
export interface SilenceTarget {
  checkId?: string | undefined;
  canaryId?: string | undefined;
  configId?: string | undefined;
  componentId?: string | undefined;
  /** Ancestor ids of the config item or component, nearest last (from its `path`). */
  ancestors: readonly string[];
}

/** The resource of one event: what filters and templates read, and what silences match on. */
export interface NotificationResource {
  kind: NotificationResourceKind;
  id: string;
  /** Variables of the filter (CEL) and of the templates, e.g. `{check, canary}`. */
  env: Record<string, unknown>;
  target: SilenceTarget;
}

function ancestorsOf(path: unknown): string[] {
  return typeof path === 'string' && path !== '' ? path.split('.') : [];
}

/** Reads the resource an event is about, as notifications see it. */
export class NotificationResourceRepository {
  constructor(private readonly db: Queryable) {}

  private async one(sql: string, id: string): Promise<Record<string, unknown> | undefined> {
    return (await this.db.query<Record<string, unknown>>(sql, [id])).rows[0];
  }

  /** Undefined when the row is gone (a deleted check, a purged config item). */
  async find(kind: NotificationResourceKind, id: string): Promise<NotificationResource | undefined> {
    switch (kind) {
      case 'check': {
        const row = await this.one(
          `SELECT c.id, c.name, c.type, c.namespace, c.description, c.status, c.labels, c.severity, c.canary_id,
                  s.message, s.error, cn.name AS canary_name, cn.namespace AS canary_namespace, cn.labels AS canary_labels
           FROM checks c
           JOIN canaries cn ON cn.id = c.canary_id
           LEFT JOIN LATERAL (SELECT message, error FROM check_statuses WHERE check_id = c.id ORDER BY time DESC LIMIT 1) s ON true
           WHERE c.id = $1`,
          id,
        );
        if (!row) return undefined;
        const { canary_name, canary_namespace, canary_labels, ...check } = row;
        const canary = { id: row.canary_id, name: canary_name, namespace: canary_namespace, labels: canary_labels ?? {} };
        return { kind, id, env: { check: { ...check, labels: check.labels ?? {} }, canary }, target: { checkId: id, canaryId: String(row.canary_id), ancestors: [] } };
      }
      case 'config': {
        const row = await this.one(
          'SELECT id, name, type, config_class, status, health, labels, tags, parent_id, path, deleted_at FROM config_items WHERE id = $1',
          id,
        );
        if (!row) return undefined;
        const { path, ...config } = row;
        return { kind, id, env: { config: { ...config, labels: config.labels ?? {}, tags: config.tags ?? {} } }, target: { configId: id, ancestors: ancestorsOf(path) } };
      }
      case 'component': {
        const row = await this.one(
          'SELECT id, name, type, namespace, status, status_reason, health, labels, parent_id, path FROM components WHERE id = $1',
          id,
        );
        if (!row) return undefined;
        const { path, ...component } = row;
        return { kind, id, env: { component: { ...component, labels: component.labels ?? {} } }, target: { componentId: id, ancestors: ancestorsOf(path) } };
      }
      case 'approval': {
        const row = await this.one(
          `SELECT a.id, a.run_id, a.person_id, a.team_id, coalesce(p.name, t.name) AS approver,
                  r.status AS run_status, pb.id AS playbook_id, pb.name AS playbook_name, pb.namespace AS playbook_namespace
           FROM playbook_approvals a
           JOIN playbook_runs r ON r.id = a.run_id
           JOIN playbooks pb ON pb.id = r.playbook_id
           LEFT JOIN people p ON p.id = a.person_id
           LEFT JOIN teams t ON t.id = a.team_id
           WHERE a.id = $1`,
          id,
        );
        if (!row) return undefined;
        return {
          kind,
          id,
          env: {
            approval: { id: row.id, approver: row.approver, person_id: row.person_id, team_id: row.team_id },
            run: { id: row.run_id, status: row.run_status },
            playbook: { id: row.playbook_id, name: row.playbook_name, namespace: row.playbook_namespace },
          },
          target: { ancestors: [] },
        };
      }
      case 'playbook': {
        const row = await this.one(
          `SELECT id, name, namespace, coalesce(spec->'spec'->'approval', spec->'approval') AS approval FROM playbooks WHERE id = $1`,
          id,
        );
        if (!row) return undefined;
        return { kind, id, env: { playbook: { ...row, approval: JSON.stringify(row.approval ?? null) } }, target: { ancestors: [] } };
      }
    }
  }
}
