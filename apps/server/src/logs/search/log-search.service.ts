import type { LogSearchAnswer } from '@vigil/domain';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import type { Db } from '#src/db/db.ts';
import { isUuid, notFound, ServiceError } from '#src/rbac/service-error.ts';
import { LOG_BACKEND_REGISTRY } from '../backends/log-backend-registry.ts';
import type { LogBackendSpecBase, LogSearchResult } from '../backends/log-backend-type.ts';
import { serverLogBackend } from '../backends/server.log-backend.ts';
import { parseLoggingBackendSpec } from '../spec/parse-logging-backend-spec.ts';
import { DEFAULT_LOG_LIMIT, type LogSearchBody } from './log-search-input.ts';
import { keepNewest } from './log-line.ts';
import { readLogSelectors, type LogSelector } from './log-selector.ts';
import { readLogRange } from './log-time-range.ts';
import { LogSourceRepository } from './log-source.repository.ts';
import type { ServerLogRing } from './server-log-ring.ts';

/** How long one search may wait on its backends. */
export const LOG_SEARCH_TIMEOUT_MS = 30_000;
/** The backend every server has: its own recent log (server-log-ring.ts). */
export const SERVER_BACKEND_NAME = 'server';

interface Target {
  /** The backend's name as users know it (`<row>` or `<row>/<entry>`). */
  label: string;
  type: string;
  spec: LogBackendSpecBase;
  /** Filters for the backend: the selector's labels the entry does not route on. */
  labels: Record<string, string>;
}

const SERVER_TARGET = { label: SERVER_BACKEND_NAME, type: serverLogBackend.type, spec: { name: SERVER_BACKEND_NAME } };

/** Whether the entry serves a selector: of its type (any, when the selector names none), carrying every label of the entry. */
function routes(entry: { type: string; spec: LogBackendSpecBase }, selector: LogSelector): boolean {
  if (selector.type !== undefined && selector.type !== entry.type) return false;
  return Object.entries(entry.spec.labels ?? {}).every(([key, value]) => selector.labels[key] === value);
}

function filterLabels(entry: LogBackendSpecBase, labels: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).filter(([key]) => entry.labels?.[key] === undefined));
}

/** Searches the logs of a component (through its log selectors) or of one backend, across every backend that applies. */
export class LogSearchService {
  private readonly sources: LogSourceRepository;
  private readonly resolveConnection: ConnectionResolver;

  constructor(db: Db, private readonly serverLog: ServerLogRing) {
    this.sources = new LogSourceRepository(db);
    this.resolveConnection = createConnectionResolver(db);
  }

  private async entries(): Promise<{ row: string; type: string; spec: LogBackendSpecBase }[]> {
    const rows = await this.sources.backends();
    // A row the data API refused could not be stored; one stored otherwise (SQL, older rules) is skipped rather than failing every search.
    return rows.flatMap((row) => {
      try {
        return parseLoggingBackendSpec(row.spec).entries.map((entry) => ({ row: row.name, type: entry.type, spec: entry.spec }));
      } catch {
        return [];
      }
    });
  }

  private async componentTargets(componentId: string, logName: string | undefined, extraLabels: Record<string, string>): Promise<Target[] | undefined> {
    const component = await this.sources.component(componentId);
    if (!component) return undefined;
    const selectors = readLogSelectors(component.log_selectors);
    if (selectors.length === 0) throw notFound(`Component ${component.name} declares no logs`);
    const selector = logName ? selectors.find((candidate) => candidate.name === logName) : selectors[0];
    if (!selector) throw notFound(`Component ${component.name} has no log named ${logName}; it has ${selectors.map((s) => s.name).join(', ')}`);
    const wanted = { ...selector, labels: { ...selector.labels, ...extraLabels } };
    const candidates = [{ row: SERVER_BACKEND_NAME, ...SERVER_TARGET }, ...(await this.entries())];
    const targets = candidates
      .filter((entry) => routes(entry, wanted))
      .map((entry) => ({ label: entry.spec.name && entry.spec.name !== entry.row ? `${entry.row}/${entry.spec.name}` : entry.row, type: entry.type, spec: entry.spec, labels: filterLabels(entry.spec, wanted.labels) }));
    if (targets.length === 0) throw notFound(`No log backend${selector.type ? ` of type ${selector.type}` : ''} serves the log ${selector.name} of component ${component.name}`);
    return targets;
  }

  private async backendTargets(name: string, entryName: string | undefined, labels: Record<string, string>): Promise<Target[]> {
    const entries = (await this.entries()).filter((entry) => entry.row === name);
    if (entries.length === 0 && name === SERVER_BACKEND_NAME) return [{ ...SERVER_TARGET, labels }];
    if (entries.length === 0) throw notFound(`No component or log backend is named ${name}`);
    const picked = entryName ? entries.filter((entry) => entry.spec.name === entryName) : entries;
    if (picked.length === 0) throw notFound(`Log backend ${name} has no entry named ${entryName}`);
    return picked.map((entry) => ({ label: entry.spec.name && entry.spec.name !== name ? `${name}/${entry.spec.name}` : name, type: entry.type, spec: entry.spec, labels: filterLabels(entry.spec, labels) }));
  }

  async search(body: LogSearchBody): Promise<LogSearchAnswer> {
    const { start, end } = readLogRange(body.start, body.end);
    const limit = body.limit ?? DEFAULT_LOG_LIMIT;
    const query = body.query?.trim() || undefined;
    const labels = body.labels ?? {};
    const targets = (isUuid(body.id) ? await this.componentTargets(body.id, body.name ?? undefined, labels) : undefined) ?? (await this.backendTargets(body.id, body.name ?? undefined, labels));
    const signal = AbortSignal.timeout(LOG_SEARCH_TIMEOUT_MS);
    const outcomes = await Promise.all(
      targets.map(async (target): Promise<{ target: Target; result?: LogSearchResult; error?: string }> => {
        const type = LOG_BACKEND_REGISTRY.find(target.type)!;
        try {
          const result = await type.run(target.spec, { query, labels: target.labels, start, end, limit, signal, resolveConnection: this.resolveConnection, serverLog: () => this.serverLog.lines() });
          return { target, result };
        } catch (error) {
          return { target, error: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const errors = outcomes.filter((outcome) => outcome.error !== undefined).map((outcome) => ({ backend: `${outcome.target.type} ${outcome.target.label}`, message: outcome.error! }));
    if (errors.length === outcomes.length) throw new ServiceError(502, errors.map((error) => `${error.backend}: ${error.message}`).join('; '));
    const lines = outcomes.flatMap((outcome) => (outcome.result?.lines ?? []).map((line) => ({ ...line, labels: { ...line.labels, ...outcome.target.spec.labels } })));
    const kept = keepNewest(lines, limit);
    const more = kept.more || outcomes.some((outcome) => outcome.result?.more === true);
    return { total: kept.lines.length, more, results: kept.lines, errors };
  }
}
