import { createSocket, type RemoteInfo } from 'node:dgram';

/** The records one name holds; a name absent from the zone answers NXDOMAIN. */
export interface DnsTestRecords {
  A?: string[];
  TXT?: string[];
  MX?: { priority: number; exchange: string }[];
  /** Never answers, so the client times out. */
  silent?: boolean;
}

export interface DnsTestServer {
  port: number;
  /** How many questions it has received. */
  queries(): number;
  close(): Promise<void>;
}

const TYPE_CODES = { A: 1, MX: 15, TXT: 16 } as const;
const FLAGS_ANSWER = 0x8180; // response, recursion desired and available, no error
const RCODE_NXDOMAIN = 3;

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([...labels.map((l) => Buffer.concat([Buffer.from([l.length]), Buffer.from(l)])), Buffer.from([0])]);
}

function readQuestion(packet: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (packet[offset] !== 0) {
    const length = packet[offset]!;
    labels.push(packet.subarray(offset + 1, offset + 1 + length).toString());
    offset += length + 1;
  }
  const type = packet.readUInt16BE(offset + 1);
  return { name: labels.join('.').toLowerCase(), type, end: offset + 5 };
}

function rdataFor(type: number, records: DnsTestRecords): Buffer[] {
  if (type === TYPE_CODES.A) return (records.A ?? []).map((ip) => Buffer.from(ip.split('.').map(Number)));
  if (type === TYPE_CODES.TXT) {
    return (records.TXT ?? []).map((text) => Buffer.concat([Buffer.from([Buffer.byteLength(text)]), Buffer.from(text)]));
  }
  if (type === TYPE_CODES.MX) {
    return (records.MX ?? []).map((mx) => {
      const priority = Buffer.alloc(2);
      priority.writeUInt16BE(mx.priority);
      return Buffer.concat([priority, encodeName(mx.exchange)]);
    });
  }
  return [];
}

function answer(packet: Buffer, zone: Record<string, DnsTestRecords>): Buffer | undefined {
  const question = readQuestion(packet);
  const records = zone[question.name];
  if (records?.silent) return undefined;
  const rdata = records ? rdataFor(question.type, records) : [];
  const header = Buffer.alloc(12);
  packet.copy(header, 0, 0, 2); // the client's query id
  header.writeUInt16BE(records ? FLAGS_ANSWER : FLAGS_ANSWER | RCODE_NXDOMAIN, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(rdata.length, 6);
  const answers = rdata.map((data) => {
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // pointer to the name in the question
    fixed.writeUInt16BE(question.type, 2);
    fixed.writeUInt16BE(1, 4); // class IN
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(data.length, 10);
    return Buffer.concat([fixed, data]);
  });
  return Buffer.concat([header, packet.subarray(12, question.end), ...answers]);
}

/** A small authoritative DNS server on loopback UDP that answers from a fixed zone. */
export async function startDnsTestServer(zone: Record<string, DnsTestRecords>): Promise<DnsTestServer> {
  const socket = createSocket('udp4');
  let count = 0;
  socket.on('message', (packet: Buffer, from: RemoteInfo) => {
    count += 1;
    const reply = answer(packet, zone);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    queries: () => count,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
