import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { BSON, type Document } from 'mongodb';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;
const HEADER_BYTES = 16;
const CHECKSUM_PRESENT = 1;

/** A server error as mongod sends it: `{ ok: 0, errmsg, code, codeName }`. */
export interface FakeMongoError {
  code: number;
  codeName: string;
  errmsg: string;
}

export interface FakeMongoOptions {
  /** When set, `ping` is answered with this error instead of `{ ok: 1 }`. */
  pingError?: FakeMongoError;
  /** When set, `buildInfo` answers with this version; otherwise it is an unknown command. */
  version?: string;
  /** Commands the server receives but never answers, like a server that hangs. */
  unanswered?: string[];
}

export interface FakeMongoServer {
  port: number;
  /** Every command name the server received, in order (handshakes included). */
  commands: string[];
  stop(): Promise<void>;
}

const AUTHENTICATION_FAILED: FakeMongoError = { code: 18, codeName: 'AuthenticationFailed', errmsg: 'Authentication failed.' };

function helloReply(connectionId: number): Document {
  return {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48_000_000,
    maxWriteBatchSize: 100_000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
}

function answer(command: Document, options: FakeMongoOptions, connectionId: number): Document {
  const name = Object.keys(command)[0] ?? '';
  switch (name) {
    case 'hello':
    case 'isMaster':
    case 'ismaster':
      return helloReply(connectionId);
    case 'ping':
      return options.pingError ? { ok: 0, ...options.pingError } : { ok: 1 };
    case 'endSessions':
      return { ok: 1 };
    case 'buildInfo':
    case 'buildinfo':
      if (options.version !== undefined) return { version: options.version, versionArray: options.version.split('.').map(Number), ok: 1 };
      break;
    case 'saslStart':
    case 'saslContinue':
    case 'authenticate':
      // The fake has no users: every login is refused the way mongod refuses a wrong password.
      return { ok: 0, ...AUTHENTICATION_FAILED };
  }
  return { ok: 0, errmsg: `no such command: '${name}'`, code: 59, codeName: 'CommandNotFound' };
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(HEADER_BYTES);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

/** OP_REPLY with one document: flags, cursor id 0, starting from 0, one document returned. */
function opReply(requestId: number, responseTo: number, document: Document): Buffer {
  const body = BSON.serialize(document);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0);
  fields.writeBigInt64LE(0n, 4);
  fields.writeInt32LE(0, 12);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(HEADER_BYTES + fields.length + body.length, requestId, responseTo, OP_REPLY), fields, body]);
}

/** OP_MSG with no flags and a single body section (kind 0). */
function opMsg(requestId: number, responseTo: number, document: Document): Buffer {
  const body = BSON.serialize(document);
  const flags = Buffer.alloc(5);
  flags.writeUInt32LE(0, 0);
  flags.writeUInt8(0, 4);
  return Buffer.concat([header(HEADER_BYTES + flags.length + body.length, requestId, responseTo, OP_MSG), flags, body]);
}

/** The command document of an OP_QUERY: after flags, the collection name and skip/return counts. */
function readOpQuery(message: Buffer): Document {
  const nameEnd = message.indexOf(0, HEADER_BYTES + 4);
  const documentStart = nameEnd + 1 + 8;
  const size = message.readInt32LE(documentStart);
  return BSON.deserialize(message.subarray(documentStart, documentStart + size));
}

/** The body section (kind 0) of an OP_MSG; document sequences (kind 1) are skipped. */
function readOpMsg(message: Buffer): Document {
  const flags = message.readUInt32LE(HEADER_BYTES);
  const end = message.length - (flags & CHECKSUM_PRESENT ? 4 : 0);
  let offset = HEADER_BYTES + 4;
  while (offset < end) {
    const kind = message.readUInt8(offset);
    const size = message.readInt32LE(offset + 1);
    if (kind === 0) return BSON.deserialize(message.subarray(offset + 1, offset + 1 + size));
    offset += 1 + size;
  }
  throw new Error('OP_MSG without a body section');
}

/**
 * A MongoDB server on a loopback port that speaks the real wire protocol just far enough for the
 * official driver: the OP_QUERY and OP_MSG handshakes, `ping`, `endSessions` and `buildInfo`.
 * Other commands (and every login) get the error documents mongod sends.
 */
export async function startFakeMongoServer(options: FakeMongoOptions = {}): Promise<FakeMongoServer> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let nextRequestId = 1;

  const server: Server = createServer((socket) => {
    const connectionId = ++connections;
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const message = pending.subarray(0, pending.readInt32LE(0));
        pending = pending.subarray(message.length);
        const requestId = message.readInt32LE(4);
        const opCode = message.readInt32LE(12);
        if (opCode !== OP_QUERY && opCode !== OP_MSG) {
          socket.destroy();
          return;
        }
        const command = opCode === OP_QUERY ? readOpQuery(message) : readOpMsg(message);
        const name = Object.keys(command)[0] ?? '';
        commands.push(name);
        if (options.unanswered?.includes(name)) continue;
        const reply = answer(command, options, connectionId);
        const write = opCode === OP_QUERY ? opReply : opMsg;
        socket.write(write(nextRequestId++, requestId, reply));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    commands,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
