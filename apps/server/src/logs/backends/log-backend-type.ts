import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import { definePlugin, type Plugin, type PluginDefinition } from '#src/spec/plugin.ts';
import type { LogLine } from '../search/log-line.ts';

/** What one search asks of a backend entry. */
export interface LogSearchContext {
  /** Text to look for; what it means is the backend's (a substring, LogQL, a query_string query). */
  query: string | undefined;
  /** The selector's labels the entry does not route on: filters the backend applies (pod, namespace, stream labels, fields). */
  labels: Record<string, string>;
  start: Date;
  end: Date;
  /** At most this many lines; a backend that has more says so with `more`. */
  limit: number;
  signal: AbortSignal;
  resolveConnection: ConnectionResolver;
  /** The server's own recent log lines (the `server` type reads them). */
  serverLog: () => readonly LogLine[];
}

/** Lines newest first, at most `limit`, and whether the backend holds more for the same search. */
export interface LogSearchResult {
  lines: LogLine[];
  more: boolean;
}

/** Fields every backend entry has, whatever its type. */
export interface LogBackendSpecBase {
  /** The entry's name; the backend's (row's) name when absent. */
  name?: string | undefined;
  /** Labels the entry routes on (it serves only selectors that carry them all) and adds to its lines. */
  labels?: Record<string, string> | undefined;
}

/**
 * One kind of log backend (file, kubernetes, loki, ...), in the plug-in shape of check types: the
 * schema of one entry of its list in a LoggingBackend spec, examples, and `run`, which searches.
 */
export type LogBackendType<Spec extends LogBackendSpecBase = LogBackendSpecBase> = Plugin<Spec, LogSearchContext, LogSearchResult>;

export function defineLogBackendType<Spec extends LogBackendSpecBase>(definition: PluginDefinition<Spec, LogSearchContext, LogSearchResult>): LogBackendType<Spec> {
  return definePlugin(definition);
}
