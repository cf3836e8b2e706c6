import { LogController } from 'fastify';

/** One log line per request is for debugging; at the default level the console shows what matters. */
export function requestLogController(logLevel: string): LogController {
  return new LogController({ disableRequestLogging: !['debug', 'trace'].includes(logLevel) });
}
