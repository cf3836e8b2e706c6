import { connect } from 'node:net';
import { specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { parseTcpEndpoint } from './tcp-endpoint.ts';

export interface TcpCheckSpec extends CheckSpecBase {
  endpoint: string;
  host: string;
  port: number;
  thresholdMillis?: number | undefined;
}

function connectOnce(host: string, port: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, signal });
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', (error) => {
      socket.destroy();
      reject(error);
    });
  });
}

const tcpEntrySchema = specObject({
  endpoint: specString({ required: true }).refine((endpoint) => parseTcpEndpoint(endpoint) !== undefined, { error: 'must be host:port' }),
  thresholdMillis: specNumber({ min: 0 }),
  ...checkBaseShape,
});

/** One `tcp` entry: the endpoint split into host and port; the check is named after it unless named. */
const tcpSchema = namedCheck(tcpEntrySchema, (entry) => entry.endpoint).transform((entry): TcpCheckSpec => {
  const address = parseTcpEndpoint(entry.endpoint) ?? { host: '', port: 0 };
  return { ...entry, host: address.host, port: address.port };
});

/** Passes when a TCP connection to `endpoint` opens (within `thresholdMillis`, when given). */
export const tcpCheck: CheckType<TcpCheckSpec> = defineCheckType({
  type: 'tcp',
  schema: tcpSchema,
  examples: ['name: database port\nendpoint: 127.0.0.1:5432\nthresholdMillis: 500\n', { endpoint: '[::1]:6379' }],

  endpoint: (spec: TcpCheckSpec) => spec.endpoint,

  async run(spec: TcpCheckSpec, context: ProbeContext): Promise<ProbeResult> {
    const started = performance.now();
    try {
      await connectOnce(spec.host, spec.port, context.signal);
    } catch (error) {
      const reason = context.signal.aborted ? `timed out after ${context.timeoutMs}ms` : error instanceof Error ? error.message : String(error);
      return { pass: false, message: `could not connect to ${spec.endpoint}: ${reason}`, error: reason, data: {} };
    }
    const elapsed = Math.round(performance.now() - started);
    const data = { elapsed };
    if (spec.thresholdMillis !== undefined && elapsed > spec.thresholdMillis) {
      return { pass: false, message: `connected in ${elapsed}ms, slower than thresholdMillis ${spec.thresholdMillis}ms`, data };
    }
    return { pass: true, message: `connected to ${spec.endpoint} in ${elapsed}ms`, data };
  },
});
