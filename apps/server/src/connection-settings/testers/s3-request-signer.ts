import { createHash, createHmac } from 'node:crypto';

export interface S3Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string): Buffer => createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 encoding, as Signature Version 4 wants it. */
const encode = (text: string): string => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The headers that sign a request without a body with AWS Signature Version 4 (service `s3`):
 * host, x-amz-date, x-amz-content-sha256 and authorization.
 */
export function signS3Request(method: string, url: URL, credentials: S3Credentials, now = new Date()): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256('');
  const headers: Record<string, string> = { host: url.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? x.localeCompare(y) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const path = url.pathname.split('/').map((segment) => encode(decodeURIComponent(segment))).join('/') || '/';
  const canonical = [method, path, query, ...names.map((name) => `${name}:${headers[name]!.trim()}`), '', names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}
