import { spawn } from 'node:child_process';
import { specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';

export interface IcmpCheckSpec extends CheckSpecBase {
  /** The host name or address to ping. */
  endpoint: string;
  packetCount: number;
  /** Fails when the average round trip is above this. */
  thresholdMillis?: number | undefined;
  /** Fails when more than this percentage of packets is lost. */
  packetLossThreshold?: number | undefined;
}

const DEFAULT_PACKET_COUNT = 1;
const MAX_PACKET_COUNT = 100;

const icmpEntrySchema = specObject({
  endpoint: specString({ required: true }).refine((endpoint) => /^[A-Za-z0-9_.:][A-Za-z0-9_.:-]*$/.test(endpoint), { error: 'must be a host name or an IP address' }),
  // 0 is how older specs leave the count unset.
  packetCount: specNumber({ integer: true, min: 0, max: MAX_PACKET_COUNT }),
  thresholdMillis: specNumber({ min: 0 }),
  packetLossThreshold: specNumber({ min: 0, max: 100 }),
  ...checkBaseShape,
});

/** One `icmp` entry: one packet unless counted; the check is named after its endpoint unless named. */
const icmpSchema = namedCheck(icmpEntrySchema, (entry) => entry.endpoint).transform((entry): IcmpCheckSpec => ({
  ...entry,
  packetCount: entry.packetCount || DEFAULT_PACKET_COUNT,
}));

interface PingOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runPing(args: string[], signal: AbortSignal): Promise<PingOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn('ping', args, { signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What `ping`'s summary says: packets, loss and round trip times. */
export function readPingSummary(stdout: string) {
  const packets = /(\d+) packets transmitted, (\d+) (?:packets )?received/.exec(stdout);
  const loss = /([\d.]+)% packet loss/.exec(stdout);
  const rtt = /= ([\d.]+)\/([\d.]+)\/([\d.]+)\/[\d.]+ ms/.exec(stdout);
  const ip = /^PING \S+ \(([^)]+)\)/m.exec(stdout);
  return {
    ip: ip?.[1],
    packetsSent: packets ? Number(packets[1]) : 0,
    packetsReceived: packets ? Number(packets[2]) : 0,
    packetLoss: loss ? Number(loss[1]) : 100,
    minRtt: rtt ? Number(rtt[1]) : undefined,
    avgRtt: rtt ? Number(rtt[2]) : undefined,
    maxRtt: rtt ? Number(rtt[3]) : undefined,
  };
}

async function probe(spec: IcmpCheckSpec, context: ProbeContext): Promise<ProbeResult> {
  const waitSeconds = Math.max(1, Math.floor(context.timeoutMs / 1000));
  const wait = String(waitSeconds);
  const args = ['-n', '-c', String(spec.packetCount), '-i', '0.2', '-W', wait, '-w', wait, '--', spec.endpoint];
  let output: PingOutput;
  try {
    output = await runPing(args, context.signal);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason =
      code === 'ENOENT'
        ? 'the ping command is not installed (Debian package iputils-ping)'
        : code === 'ABORT_ERR'
          ? `no answer from ${spec.endpoint} in time`
          : (error as Error).message;
    return { pass: false, message: reason, error: reason, data: {} };
  }
  const summary = readPingSummary(output.stdout);
  if (summary.packetsSent === 0) {
    const reason = output.stderr.trim().replace(/^ping: /, '') || `ping exited with code ${output.code}`;
    return { pass: false, message: `${spec.endpoint}: ${reason}`, error: reason, data: summary };
  }
  const failures: string[] = [];
  if (summary.packetsReceived === 0) failures.push(`no reply to ${summary.packetsSent} packets`);
  else if (spec.packetLossThreshold !== undefined && summary.packetLoss > spec.packetLossThreshold) {
    failures.push(`${summary.packetLoss}% packet loss, above the ${spec.packetLossThreshold}% threshold`);
  }
  if (spec.thresholdMillis && summary.avgRtt !== undefined && summary.avgRtt > spec.thresholdMillis) {
    failures.push(`average round trip ${summary.avgRtt} ms, above the ${spec.thresholdMillis} ms threshold`);
  }
  if (failures.length > 0) return { pass: false, message: `${spec.endpoint}: ${failures.join('; ')}`, data: summary };
  const rtt = summary.avgRtt === undefined ? '' : `, average ${summary.avgRtt} ms`;
  return {
    pass: true,
    message: `${spec.endpoint}: ${summary.packetsReceived}/${summary.packetsSent} replies${rtt}`,
    data: summary,
  };
}

/** Pings a host with the system `ping` and checks packet loss and round trip time. */
export const icmpCheck: CheckType<IcmpCheckSpec> = defineCheckType({
  type: 'icmp',
  schema: icmpSchema,
  examples: [{ name: 'gateway', endpoint: '127.0.0.1', packetCount: 2, packetLossThreshold: 50 }],
  endpoint: (spec) => spec.endpoint,
  run: probe,
});
