/** Variables an http check hands to its expressions, as canary-checker users know them. */
export function httpProbeData(): Record<string, unknown> {
  return {
    code: 200,
    duration: 123,
    sslAge: 41.5,
    headers: { 'Content-Type': 'application/json; charset=utf-8', Server: 'nginx' },
    content: '{"status":"ok","items":[{"name":"db","status":"healthy"},{"name":"cache","status":"degraded"}]}',
    json: {
      status: 'ok',
      version: '1.4.2',
      items: [
        { name: 'db', status: 'healthy', latency: 12 },
        { name: 'cache', status: 'degraded', latency: 250 },
      ],
    },
    results: [{ id: 1 }, { id: 2 }, { id: 3 }],
    empty: [],
  };
}
