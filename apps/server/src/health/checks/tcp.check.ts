import { connect } from 'node:net';
import { readCheckBase } from '../spec/check-base.reader.ts';
import { SpecReader } from '../spec/spec-reader.ts';
import type { CheckSpecBase, CheckType, ProbeContext, ProbeResult } from './check-type.ts';
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

/** Passes when a TCP connection to `endpoint` opens (within `thresholdMillis`, when given). */
export const tcpCheck: CheckType<TcpCheckSpec> = {
  type: 'tcp',

  parse(raw, path) {
    const reader = SpecReader.of(raw, path);
    if (!reader) return { issues: [{ path, message: 'must be an object' }] };
    const endpoint = reader.string('endpoint', { required: true });
    const address = endpoint === undefined ? undefined : parseTcpEndpoint(endpoint);
    if (endpoint !== undefined && !address) reader.issue('endpoint', 'must be host:port');
    const thresholdMillis = reader.number('thresholdMillis', { min: 0 });
    const base = readCheckBase(reader, endpoint);
    reader.finish();
    if (reader.issues.length > 0 || !endpoint || !address) return { issues: reader.issues };
    return { spec: { ...base, endpoint, host: address.host, port: address.port, thresholdMillis } };
  },

  endpoint: (spec) => spec.endpoint,

  async probe(spec: TcpCheckSpec, context: ProbeContext): Promise<ProbeResult> {
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
};
