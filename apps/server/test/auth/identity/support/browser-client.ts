import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface FlowNode {
  type: string;
  group: string;
  attributes: { name?: string; id?: string; type?: string; value?: unknown; required?: boolean; src?: string; href?: string; text?: { id: number; text: string }; node_type: string };
  messages: { id: number; text: string; type: string }[];
  meta: { label?: { id: number; text: string } };
}

export interface FlowJson {
  id: string;
  type: 'browser' | 'api';
  state: string;
  expires_at: string;
  issued_at: string;
  request_url: string;
  return_to?: string;
  ui: { action: string; method: string; nodes: FlowNode[]; messages?: { id: number; text: string; type: string }[] };
  [key: string]: unknown;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON (and Accept: application/json). */
  json?: unknown;
  /** Sent url-encoded, the way a browser posts an HTML form (no JSON Accept). */
  form?: Record<string, string>;
  /** Ask for JSON answers on a GET (default true). */
  acceptJson?: boolean;
  headers?: Record<string, string>;
}

/** A browser: keeps the cookies the server sets and sends them back, through app.inject. */
export class BrowserClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers.accept = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.accept = 'text/html';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.acceptJson !== false) {
      headers.accept ??= 'application/json';
    } else {
      headers.accept ??= 'text/html';
    }
    const method = options.method ?? (payload !== undefined ? 'POST' : 'GET');
    const res = await this.app.inject({ method, url, headers, remoteAddress: this.remoteAddress, ...(payload !== undefined ? { payload } : {}) });
    for (const cookie of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return res;
  }

  /** Creates a browser flow and answers its JSON (fails the test on any other status). */
  async createFlow(kind: string, query = ''): Promise<FlowJson> {
    const res = await this.request(`/api/.ory/self-service/${kind}/browser${query ? `?${query}` : ''}`);
    if (res.statusCode !== 200) throw new Error(`creating a ${kind} flow answered ${res.statusCode}: ${res.body}`);
    return res.json<FlowJson>();
  }

  /** Submits a flow as JSON with its CSRF token, the way the web app does. */
  submit(flow: FlowJson, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const csrf = nodeValue(flow, 'csrf_token');
    return this.request(actionPath(flow), { json: { ...(csrf !== undefined ? { csrf_token: csrf } : {}), ...body } });
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    const flow = await this.createFlow('login');
    return this.submit(flow, { method: 'password', identifier: email, password });
  }

  whoami(): Promise<LightMyRequestResponse> {
    return this.request('/api/.ory/sessions/whoami');
  }
}

export function actionPath(flow: FlowJson): string {
  const url = new URL(flow.ui.action);
  return `${url.pathname}${url.search}`;
}

/** The node with that field name (inputs) or id (images, texts, links). */
export function findNode(flow: FlowJson, name: string): FlowNode | undefined {
  return flow.ui.nodes.find((n) => (n.attributes.name ?? n.attributes.id) === name);
}

export function nodeValue(flow: FlowJson, name: string): string | undefined {
  const value = findNode(flow, name)?.attributes.value;
  return value === undefined ? undefined : String(value);
}

/** Every message of the flow: flow-level and under fields. */
export function messageIds(flow: FlowJson): number[] {
  return [...(flow.ui.messages ?? []), ...flow.ui.nodes.flatMap((n) => n.messages)].map((m) => m.id);
}
