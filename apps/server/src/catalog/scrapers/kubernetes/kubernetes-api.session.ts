import { createConfiguration, HttpMethod, ServerConfiguration, type Configuration, type KubeConfig } from '@kubernetes/client-node';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import { kubernetesFailureReason } from '#src/protocols/kubernetes/kubernetes-failure-reason.ts';

export type KubernetesObject = Record<string, unknown>;

export interface KubernetesListOptions {
  labelSelector?: string | undefined;
  fieldSelector?: string | undefined;
}

/** Objects asked for per page; the server may send fewer and a token for the rest. */
const PAGE_SIZE = 500;

/**
 * Reads one cluster through `@kubernetes/client-node`: the library builds each request, applies the
 * kubeconfig's TLS settings and login, and sends it. Answers are kept as the JSON the server sent
 * rather than the library's typed models, which drop fields they do not know (those of custom
 * resources and of newer Kubernetes versions) and turn timestamps into dates.
 */
export class KubernetesApiSession {
  private readonly configuration: Configuration;
  private readonly server: string;

  constructor(private readonly kubeconfig: KubeConfig) {
    const cluster = kubeconfig.getCurrentCluster();
    if (!cluster) throw new Error('the kubeconfig has no current cluster');
    this.server = cluster.server.replace(/\/+$/, '');
    this.configuration = createConfiguration({ baseServer: new ServerConfiguration(this.server, {}), authMethods: { default: kubeconfig } });
  }

  private get origin(): string {
    try {
      return new URL(this.server).origin;
    } catch {
      return this.server;
    }
  }

  /** GETs `path` with `query`; throws an Error naming the server's reason, or saying the server cannot be reached. */
  async get(path: string, query: Record<string, string | undefined>, signal: AbortSignal): Promise<unknown> {
    const request = this.configuration.baseServer.makeRequestContext(path, HttpMethod.GET);
    request.setHeaderParam('Accept', 'application/json');
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') request.setQueryParam(name, value);
    request.setSignal(signal);
    let code: number;
    let body: string;
    try {
      await this.kubeconfig.applySecurityAuthentication(request);
      const response = await this.configuration.httpApi.send(request).toPromise();
      code = response.httpStatusCode;
      body = await response.body.text();
    } catch (error) {
      if (signal.aborted) throw error;
      const reason = (error as Error).message.replace(/^request to \S+ failed, reason: /, '');
      throw new Error(`cannot reach the Kubernetes API at ${this.origin}: ${reason}`, { cause: error });
    }
    if (code < 200 || code >= 300) throw new Error(`the Kubernetes API refused GET ${path}: ${kubernetesFailureReason(code, body)}`);
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new Error(`the Kubernetes API answered GET ${path} with something that is not JSON`);
    }
  }

  /** Every object a list path holds, following the server's continue tokens page by page. */
  async list(path: string, options: KubernetesListOptions, signal: AbortSignal): Promise<KubernetesObject[]> {
    const objects: KubernetesObject[] = [];
    let token: string | undefined;
    do {
      signal.throwIfAborted();
      const page = await this.get(path, { ...options, limit: String(PAGE_SIZE), continue: token }, signal);
      if (!isPlainObject(page) || !Array.isArray(page.items)) throw new Error(`the Kubernetes API answered GET ${path} without a list of items`);
      objects.push(...page.items.filter(isPlainObject));
      const next = isPlainObject(page.metadata) ? page.metadata.continue : undefined;
      token = typeof next === 'string' && next !== '' ? next : undefined;
    } while (token !== undefined);
    return objects;
  }
}
