import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { KubernetesAccess } from './kubernetes-kubeconfig.ts';
import { kubernetesFailureReason } from './kubernetes-failure-reason.ts';

const MAX_BODY_BYTES = 32 * 1024 * 1024;

export interface ListOptions {
  labelSelector?: string | undefined;
  fieldSelector?: string | undefined;
}

function get(access: KubernetesAccess, url: URL, signal: AbortSignal): Promise<{ code: number; body: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolvePromise, reject) => {
    const request = send(url, {
      method: 'GET',
      headers: { ...access.headers, accept: 'application/json' },
      signal,
      agent: false,
      ca: access.ca,
      cert: access.cert,
      key: access.key,
      rejectUnauthorized: !access.insecure,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) request.destroy(new Error(`the answer is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB`));
        else chunks.push(chunk);
      });
      response.once('error', reject);
      response.once('end', () => resolvePromise({ code: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.end();
  });
}

/**
 * Lists resources at `path` (`/api/v1/namespaces/x/pods`) with the selectors, returning the list's
 * items. Throws an Error naming the server's reason when the request fails or is refused.
 */
export async function listKubernetesResources(access: KubernetesAccess, path: string, options: ListOptions, signal: AbortSignal): Promise<Record<string, unknown>[]> {
  const url = new URL(access.server.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  if (options.labelSelector) url.searchParams.set('labelSelector', options.labelSelector);
  if (options.fieldSelector) url.searchParams.set('fieldSelector', options.fieldSelector);
  let answer: { code: number; body: string };
  try {
    answer = await get(access, url, signal);
  } catch (error) {
    const reason = signal.aborted ? 'the check timed out' : (error as Error).message;
    throw new Error(`cannot reach the Kubernetes API at ${access.server.origin}: ${reason}`, { cause: error });
  }
  if (answer.code < 200 || answer.code >= 300) throw new Error(`the Kubernetes API refused GET ${path}: ${kubernetesFailureReason(answer.code, answer.body)}`);
  let list: unknown;
  try {
    list = JSON.parse(answer.body);
  } catch {
    throw new Error(`the Kubernetes API answered GET ${path} with something that is not JSON`);
  }
  if (!isPlainObject(list) || !Array.isArray(list.items)) throw new Error(`the Kubernetes API answered GET ${path} without a list of items`);
  return list.items.filter(isPlainObject);
}
