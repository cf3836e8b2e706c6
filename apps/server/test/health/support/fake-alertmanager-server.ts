import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAlert {
  labels: Record<string, string>;
  annotations?: Record<string, string>;
  /** Silence ids that mute it; a muted alert is `suppressed`. */
  silencedBy?: string[];
  inhibitedBy?: string[];
}

export interface FakeAlertmanager {
  url: string;
  /** The `filter` parameters of the last request to `/api/v2/alerts`. */
  lastFilters(): string[];
  stop(): Promise<void>;
}

interface Matcher {
  label: string;
  op: '=' | '!=' | '=~' | '!~';
  value: string;
}

const MATCHER = /^\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*(=~|!~|!=|=)\s*(?:"((?:[^"\\]|\\.)*)"|([^"]*?))\s*$/;

/** Alertmanager's matcher syntax: `label op value`, the value quoted with Go escapes or bare. */
function parseMatcher(text: string): Matcher | undefined {
  const match = MATCHER.exec(text);
  if (!match) return undefined;
  const value = match[3] !== undefined ? match[3].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c)) : match[4]!;
  return { label: match[1]!, op: match[2] as Matcher['op'], value };
}

function holds(matcher: Matcher, labels: Record<string, string>): boolean {
  const actual = labels[matcher.label] ?? '';
  const regex = () => new RegExp(`^(?:${matcher.value})$`);
  switch (matcher.op) {
    case '=':
      return actual === matcher.value;
    case '!=':
      return actual !== matcher.value;
    case '=~':
      return regex().test(actual);
    case '!~':
      return !regex().test(actual);
  }
}

function fingerprint(labels: Record<string, string>): string {
  let hash = 0;
  for (const char of JSON.stringify(Object.entries(labels).sort())) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(16, '0');
}

function toApiAlert(alert: FakeAlert) {
  const silencedBy = alert.silencedBy ?? [];
  const inhibitedBy = alert.inhibitedBy ?? [];
  return {
    labels: alert.labels,
    annotations: alert.annotations ?? {},
    startsAt: '2024-05-01T10:00:00.000Z',
    endsAt: '2024-05-01T10:05:00.000Z',
    updatedAt: '2024-05-01T10:01:00.000Z',
    generatorURL: 'http://prometheus:9090/graph',
    fingerprint: fingerprint(alert.labels),
    receivers: [{ name: 'default' }],
    status: { state: silencedBy.length + inhibitedBy.length > 0 ? 'suppressed' : 'active', silencedBy, inhibitedBy },
  };
}

function flag(url: URL, name: string): boolean {
  return url.searchParams.get(name) !== 'false';
}

/** A local HTTP server answering Alertmanager's `GET /api/v2/alerts` with its real JSON and filters. */
export async function startFakeAlertmanager(alerts: FakeAlert[]): Promise<FakeAlertmanager> {
  let lastFilters: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/v2/alerts' || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('404 page not found\n');
      return;
    }
    lastFilters = url.searchParams.getAll('filter');
    const matchers = lastFilters.map(parseMatcher);
    const badIndex = matchers.findIndex((m) => m === undefined);
    if (badIndex >= 0) {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(`bad matcher format: ${lastFilters[badIndex]}`));
      return;
    }
    const chosen = alerts.map(toApiAlert).filter((alert) => {
      const silenced = alert.status.silencedBy.length > 0;
      const inhibited = alert.status.inhibitedBy.length > 0;
      if (!flag(url, 'active') && alert.status.state === 'active') return false;
      if (!flag(url, 'silenced') && silenced) return false;
      if (!flag(url, 'inhibited') && inhibited) return false;
      return matchers.every((m) => holds(m!, alert.labels));
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(chosen));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    lastFilters: () => lastFilters,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
