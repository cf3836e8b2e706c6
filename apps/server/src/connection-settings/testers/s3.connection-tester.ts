import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import { sendHttpRequest } from '#src/protocols/http/http-request.ts';
import { defineConnectionTester } from './connection-tester.ts';
import { signS3Request } from './s3-request-signer.ts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** `<Code>` and `<Message>` of an S3 error body, or the start of whatever the server answered. */
function errorOf(status: number, body: string): string {
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(body)?.[1]?.trim();
  const code = tag('Code');
  if (code) return `${code}: ${tag('Message') ?? `the server answered ${status}`}`;
  const start = body.trim().slice(0, 300);
  return `the server answered ${status}${start ? `: ${start}` : ''}`;
}

/** The ListObjectsV2 address of the bucket: path-style on the endpoint, or the bucket as a subdomain. */
function listUrl(connection: ResolvedConnection, bucket: string, region: string): URL {
  const endpoint = text(connection.url) ?? `https://s3.${region}.amazonaws.com`;
  let base: URL;
  try {
    base = new URL(/^https?:\/\//i.test(endpoint) ? endpoint : `https://${endpoint}`);
  } catch {
    throw new Error(`${endpoint} is not an endpoint URL`);
  }
  const pathStyle = connection.properties.usePathStyle === true || connection.properties.usePathStyle === 'true';
  const url = new URL(base.toString());
  if (pathStyle) url.pathname = `${url.pathname.replace(/\/$/, '')}/${encodeURIComponent(bucket)}`;
  else url.hostname = `${bucket}.${url.hostname}`;
  url.search = 'list-type=2&max-keys=1';
  return url;
}

/** Lists at most one object of the bucket, signed with the access key when the connection has one. */
export const s3ConnectionTester = defineConnectionTester({
  types: ['s3'],
  async test(connection, { signal }) {
    const bucket = text(connection.properties.bucket);
    if (!bucket) throw new Error('the connection names no bucket');
    const region = text(connection.properties.region) ?? 'us-east-1';
    const url = listUrl(connection, bucket, region);
    const accessKey = text(connection.username);
    const headers = accessKey ? signS3Request('GET', url, { accessKey, secretKey: connection.password ?? '', region }) : {};
    const response = await sendHttpRequest({ url, method: 'GET', headers, insecure: connection.insecureTls === true, signal });
    if (response.code >= 300) throw new Error(errorOf(response.code, response.content));
  },
});
