import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Another web site on this machine: same host as the product, another port, so another origin. */
export interface ForeignSite {
  /** The address of one of its pages. */
  url(path: string): string;
  close(): Promise<void>;
}

/** Serves the given HTML pages (path -> document) from a free loopback port; anything else is a 404. */
export async function startForeignSite(pages: Record<string, string>): Promise<ForeignSite> {
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://site').pathname];
    if (page === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
