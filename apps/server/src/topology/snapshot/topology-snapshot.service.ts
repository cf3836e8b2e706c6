import type { LogSearchRequest } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import { notFound } from '#src/rbac/service-error.ts';
import { SNAPSHOT_LIMITS } from './snapshot-limits.ts';
import { type SnapshotComponentRow, type SnapshotConfigEventRow, type SnapshotConfigRow, TopologySnapshotRepository } from './topology-snapshot.repository.ts';
import { type ZipEntry, zipArchive } from './zip-archive.ts';

/** What the logs API answered: its status and body as sent. */
export interface LogsAnswer {
  statusCode: number;
  body: string;
}

/** Asks the logs API (`POST /api/logs`) as the caller; the snapshot never reads logs itself. */
export type LogsReader = (request: LogSearchRequest) => Promise<LogsAnswer>;

export interface SnapshotRequest {
  start: Date;
  end: Date;
  related: boolean;
}

export interface TopologySnapshot {
  fileName: string;
  zip: Buffer;
}

interface TreeNode extends SnapshotComponentRow {
  components: TreeNode[];
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Rows of `perItem + 1` at most per key, grouped and cut to `perItem`; the keys that had more. */
function groupCapped<T, K extends keyof T>(rows: readonly T[], key: K, perItem: number) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const id = String(row[key]);
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const more = new Set<string>();
  for (const [id, group] of groups) {
    if (group.length > perItem) {
      more.add(id);
      groups.set(id, group.slice(0, perItem));
    }
  }
  return { of: (id: string) => groups.get(id) ?? [], more: (id: string) => more.has(id) };
}

function nest(rows: readonly SnapshotComponentRow[], rootId: string): TreeNode {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, components: [] as TreeNode[] }]));
  for (const row of rows) {
    const parent = row.parent_id === null || row.id === rootId ? undefined : nodes.get(row.parent_id);
    parent?.components.push(nodes.get(row.id)!);
  }
  return nodes.get(rootId)!;
}

function fileSafe(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 60) || 'component'
  );
}

function logsError(answer: LogsAnswer): string {
  let reason = answer.body.trim();
  try {
    const body = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
    reason = String(body.message ?? body.error ?? reason);
  } catch {
    // not JSON: the body as sent is the reason
  }
  return `The component's logs could not be read (HTTP ${answer.statusCode}): ${reason || 'no reason given'}\n`;
}

/** Builds the zip of a component: its tree, linked checks and configs with their recent history, and its logs. */
export class TopologySnapshotService {
  private readonly snapshots: TopologySnapshotRepository;

  constructor(db: Queryable) {
    this.snapshots = new TopologySnapshotRepository(db);
  }

  async snapshot(id: string, request: SnapshotRequest, readLogs: LogsReader): Promise<TopologySnapshot> {
    const rows = await this.snapshots.subtree(id, SNAPSHOT_LIMITS.components + 1);
    if (rows.length === 0) throw notFound(`Component ${id} not found`);
    const truncated: string[] = [];
    if (rows.length > SNAPSHOT_LIMITS.components) truncated.push('components');
    const components = rows.slice(0, SNAPSHOT_LIMITS.components);
    const componentIds = components.map((row) => row.id);
    const root = nest(components, id);

    const checks = await this.checks(componentIds, request.start, truncated);
    const configs = await this.snapshots.configs(componentIds, SNAPSHOT_LIMITS.configs + 1);
    if (configs.length > SNAPSHOT_LIMITS.configs) truncated.push('configs');
    const linked = configs.slice(0, SNAPSHOT_LIMITS.configs);
    const related = request.related ? await this.snapshots.relatedConfigs(linked.map((row) => row.id), SNAPSHOT_LIMITS.relatedConfigs + 1) : [];
    if (related.length > SNAPSHOT_LIMITS.relatedConfigs) truncated.push('related configs');
    const relatedKept = related.slice(0, SNAPSHOT_LIMITS.relatedConfigs);
    const withHistory = await this.configHistory([...linked, ...relatedKept], request.start);

    const files: ZipEntry[] = [
      { name: 'component.json', data: json(root) },
      { name: 'checks.json', data: json(checks) },
      { name: 'configs.json', data: json(linked.map(withHistory)) },
    ];
    if (request.related) files.push({ name: 'related-configs.json', data: json(relatedKept.map(withHistory)) });
    files.push(await this.logs(id, request.start, readLogs));

    const manifest = {
      component: { id: root.id, name: root.name, type: root.type, topology_id: root.topology_id },
      start: request.start.toISOString(),
      end: request.end.toISOString(),
      related: request.related,
      counts: { components: components.length, checks: checks.length, configs: linked.length, ...(request.related ? { related_configs: relatedKept.length } : {}) },
      limits: SNAPSHOT_LIMITS,
      truncated,
      files: files.map((file) => file.name),
    };
    const stamp = request.end.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
    return {
      fileName: `snapshot-${fileSafe(root.name)}-${stamp}.zip`,
      zip: zipArchive([{ name: 'snapshot.json', data: json(manifest) }, ...files], request.end),
    };
  }

  private async checks(componentIds: readonly string[], start: Date, truncated: string[]) {
    const rows = await this.snapshots.checks(componentIds, SNAPSHOT_LIMITS.checks + 1);
    if (rows.length > SNAPSHOT_LIMITS.checks) truncated.push('checks');
    const checks = rows.slice(0, SNAPSHOT_LIMITS.checks);
    const statuses = groupCapped(
      await this.snapshots.statuses(checks.map((row) => row.id), start, SNAPSHOT_LIMITS.statusesPerCheck),
      'check_id',
      SNAPSHOT_LIMITS.statusesPerCheck,
    );
    return checks.map((check) => ({
      ...check,
      statuses: statuses.of(check.id).map(({ check_id: _check, ...status }) => status),
      more_statuses: statuses.more(check.id),
    }));
  }

  private async configHistory(configs: readonly SnapshotConfigRow[], start: Date) {
    const ids = configs.map((row) => row.id);
    const changes = groupCapped(await this.snapshots.changes(ids, start, SNAPSHOT_LIMITS.changesPerConfig), 'config_id', SNAPSHOT_LIMITS.changesPerConfig);
    const insights = groupCapped(await this.snapshots.insights(ids, start, SNAPSHOT_LIMITS.insightsPerConfig), 'config_id', SNAPSHOT_LIMITS.insightsPerConfig);
    const strip = ({ config_id: _config, ...row }: SnapshotConfigEventRow) => row;
    return (config: SnapshotConfigRow) => ({
      ...config,
      changes: changes.of(config.id).map(strip),
      more_changes: changes.more(config.id),
      insights: insights.of(config.id).map(strip),
      more_insights: insights.more(config.id),
    });
  }

  private async logs(id: string, start: Date, readLogs: LogsReader): Promise<ZipEntry> {
    try {
      const answer = await readLogs({ id, start: start.toISOString(), limit: SNAPSHOT_LIMITS.logLines });
      if (answer.statusCode === 200) return { name: 'logs.json', data: json(JSON.parse(answer.body)) };
      return { name: 'logs-error.txt', data: logsError(answer) };
    } catch (error) {
      return { name: 'logs-error.txt', data: `The component's logs could not be read: ${error instanceof Error ? error.message : String(error)}\n` };
    }
  }
}
