import { sendHttpRequest } from '#src/protocols/http/http-request.ts';
import { defineConnectionTester, requiredUrl } from './connection-tester.ts';

const BODY_SHOWN = 300;

/** GETs the URL (with basic credentials when the connection has them); any answer below 400 passes. */
export const httpConnectionTester = defineConnectionTester({
  types: ['http', 'prometheus', 'elasticsearch'],
  async test(connection, { signal }) {
    let url: URL;
    try {
      url = new URL(requiredUrl(connection));
    } catch {
      throw new Error(`${connection.url} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${url.protocol} is not http: or https:`);
    const headers: Record<string, string> = { accept: '*/*' };
    if (connection.username || connection.password) {
      headers.authorization = `Basic ${Buffer.from(`${connection.username ?? ''}:${connection.password ?? ''}`).toString('base64')}`;
    }
    const response = await sendHttpRequest({ url, method: 'GET', headers, insecure: connection.insecureTls === true, signal });
    if (response.code >= 400) {
      const body = response.content.trim().slice(0, BODY_SHOWN);
      throw new Error(`the server answered ${response.code}${body ? `: ${body}` : ''}`);
    }
  },
});
