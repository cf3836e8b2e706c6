import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Server {
  endpoint: string;
  /** Requests the server saw, by their path and query. */
  seen: string[];
  stop(): Promise<void>;
}

const hex = (data: string) => createHash('sha256').update(data).digest('hex');
const mac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function errorBody(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>4442587FB7D0A2F9</RequestId></Error>`;
}

/** The signature S3 expects for the request, from the headers it signed (Signature Version 4). */
function expectedSignature(request: IncomingMessage, url: URL, secretKey: string, scope: string, signedHeaders: string): string {
  const names = signedHeaders.split(';');
  const query = [...url.searchParams.entries()].map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).sort().join('&');
  const headerLines = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}`).join('\n');
  const canonical = [request.method, url.pathname, query, `${headerLines}\n`, signedHeaders, String(request.headers['x-amz-content-sha256'])].join('\n');
  const [day, region, service] = scope.split('/');
  const toSign = ['AWS4-HMAC-SHA256', String(request.headers['x-amz-date']), scope, hex(canonical)].join('\n');
  const key = mac(mac(mac(mac(`AWS4${secretKey}`, day!), region!), service!), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/**
 * An S3-compatible server (path-style) with the given buckets and one key pair: ListObjectsV2 with
 * a checked Signature Version 4, and S3's XML error bodies otherwise.
 */
export async function startFakeS3Server(options: { accessKey: string; secretKey: string; buckets: string[] }): Promise<FakeS3Server> {
  const seen: string[] = [];
  const answer = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.local');
    seen.push(`${url.pathname}${url.search}`);
    const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(String(request.headers.authorization ?? ''));
    if (!auth) return answer(response, 403, errorBody('AccessDenied', 'Access Denied'));
    const [, accessKey, scope, signedHeaders, signature] = auth;
    if (accessKey !== options.accessKey) return answer(response, 403, errorBody('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'));
    if (expectedSignature(request, url, options.secretKey, scope!, signedHeaders!) !== signature) {
      return answer(response, 403, errorBody('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.'));
    }
    const bucket = decodeURIComponent(url.pathname.split('/')[1] ?? '');
    if (!options.buckets.includes(bucket)) return answer(response, 404, errorBody('NoSuchBucket', 'The specified bucket does not exist'));
    answer(response, 200, `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${bucket}</Name><KeyCount>0</KeyCount><MaxKeys>1</MaxKeys><IsTruncated>false</IsTruncated></ListBucketResult>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, seen, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
