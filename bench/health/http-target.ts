import { createServer, type Server } from 'node:http';

export interface HttpTarget {
  /** Base address; `/ok/<n>` answers 200, `/fail/<n>` answers 503. */
  url: string;
  /** Requests answered so far. */
  requests(): number;
  close(): Promise<void>;
}

/** The checks' target: a tiny HTTP server in the bench process, on loopback. */
export async function startHttpTarget(): Promise<HttpTarget> {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    const failing = request.url?.startsWith('/fail/') ?? false;
    response.writeHead(failing ? 503 : 200, { 'content-type': 'text/plain' });
    response.end(failing ? 'failing on purpose\n' : 'ok\n');
  });
  // Keep-alive sockets of the checks must not keep the bench from ending.
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
