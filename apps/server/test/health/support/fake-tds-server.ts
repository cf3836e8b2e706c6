import { createServer, type Socket } from 'node:net';

/**
 * A loopback server speaking as much TDS 7.4 (SQL Server's wire protocol) as a client needs to log
 * in and run a batch: PRELOGIN without encryption, LOGIN7 checked against one user and password,
 * and SQL batches answered from a fixed table of statements.
 */
export interface FakeTdsServer {
  port: number;
  /** Each LOGIN7 received, with the password decoded. */
  logins: { user: string; password: string; database: string }[];
  /** Client connections still open. */
  openConnections(): number;
  stop(): Promise<void>;
}

export interface FakeTdsOptions {
  user: string;
  password: string;
  /** Result rows by exact statement text; ints become `int`, strings `nvarchar`. */
  statements: Record<string, Record<string, number | string | null>[]>;
  /** Statements the server never answers, like a query stuck on a lock. */
  unanswered?: string[] | undefined;
}

const PACKET = { SQL_BATCH: 0x01, RESULT: 0x04, ATTENTION: 0x06, LOGIN7: 0x10, PRELOGIN: 0x12 };
const TOKEN = { COLMETADATA: 0x81, ERROR: 0xaa, LOGINACK: 0xad, ROW: 0xd1, ENVCHANGE: 0xe3, DONE: 0xfd };
const DONE_ERROR = 0x02;
const DONE_COUNT = 0x10;
const DONE_ATTENTION = 0x20;
const TDS_7_4 = 0x74000004;
const HEADER_LENGTH = 8;
const PACKET_SIZE = 4096;
/** SQL_Latin1_General_CP1_CI_AS. */
const COLLATION = Buffer.from([0x09, 0x04, 0xd0, 0x00, 0x34]);

const ucs2 = (text: string) => Buffer.from(text, 'ucs2');
const uint8 = (value: number) => Buffer.from([value]);
function uint16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}
function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32LE(value);
  return buffer;
}
const bVarChar = (text: string) => Buffer.concat([uint8(text.length), ucs2(text)]);
const usVarChar = (text: string) => Buffer.concat([uint16(text.length), ucs2(text)]);
const withLength = (token: number, body: Buffer) => Buffer.concat([uint8(token), uint16(body.length), body]);

function done(status: number, rowCount = 0): Buffer {
  const count = Buffer.alloc(8);
  count.writeBigUInt64LE(BigInt(rowCount));
  return Buffer.concat([uint8(TOKEN.DONE), uint16(status), uint16(0), count]);
}

function errorToken(number: number, message: string, severity: number): Buffer {
  const body = [int32(number), uint8(1), uint8(severity), usVarChar(message), bVarChar('fake-tds'), bVarChar(''), int32(1)];
  return withLength(TOKEN.ERROR, Buffer.concat(body));
}

function envChange(type: number, newValue: string, oldValue: string): Buffer {
  return withLength(TOKEN.ENVCHANGE, Buffer.concat([uint8(type), bVarChar(newValue), bVarChar(oldValue)]));
}

function preloginResponse(): Buffer {
  // VERSION (6 bytes), ENCRYPTION (1 byte: not supported), then the terminator.
  const options = [
    { token: 0x00, data: Buffer.from([16, 0, 0x10, 0x00, 0, 0]) },
    { token: 0x01, data: uint8(0x02) },
  ];
  let dataOffset = options.length * 5 + 1;
  const headers: Buffer[] = [];
  for (const option of options) {
    const header = Buffer.alloc(5);
    header.writeUInt8(option.token, 0);
    header.writeUInt16BE(dataOffset, 1);
    header.writeUInt16BE(option.data.length, 3);
    headers.push(header);
    dataOffset += option.data.length;
  }
  return Buffer.concat([...headers, uint8(0xff), ...options.map((option) => option.data)]);
}

/** LOGIN7 keeps each text as an offset and a length in characters; the password is scrambled. */
function readLogin7(payload: Buffer): { user: string; password: string; database: string } {
  const text = (at: number, transform?: (byte: number) => number) => {
    const offset = payload.readUInt16LE(at);
    const bytes = Buffer.from(payload.subarray(offset, offset + payload.readUInt16LE(at + 2) * 2));
    if (transform) bytes.forEach((byte, index) => (bytes[index] = transform(byte)));
    return bytes.toString('ucs2');
  };
  // The client swaps each byte's halves and XORs it with 0xA5; undo it in the other order.
  const unscramble = (byte: number) => {
    const plain = byte ^ 0xa5;
    return ((plain & 0x0f) << 4) | (plain >> 4);
  };
  return { user: text(40), password: text(44, unscramble), database: text(68) };
}

function loginAck(database: string): Buffer {
  const version = Buffer.alloc(4);
  version.writeUInt32BE(TDS_7_4);
  const ack = withLength(TOKEN.LOGINACK, Buffer.concat([uint8(1), version, bVarChar('Microsoft SQL Server'), Buffer.from([16, 0, 0x10, 0x00])]));
  return Buffer.concat([ack, envChange(1, database, 'master'), envChange(4, String(PACKET_SIZE), String(PACKET_SIZE)), done(0)]);
}

function resultSet(rows: Record<string, number | string | null>[]): Buffer {
  const names = Object.keys(rows[0] ?? { value: null });
  const isInt = names.map((name) => rows.every((row) => row[name] === null || typeof row[name] === 'number'));
  const columns = names.map((name, index) => {
    const typeInfo = isInt[index] ? Buffer.from([0x26, 4]) : Buffer.concat([uint8(0xe7), uint16(8000), COLLATION]);
    return Buffer.concat([int32(0), uint16(0x0001), typeInfo, bVarChar(name)]);
  });
  const rowTokens = rows.map((row) =>
    Buffer.concat([
      uint8(TOKEN.ROW),
      ...names.map((name, index) => {
        const value = row[name];
        if (isInt[index]) return value === null ? uint8(0) : Buffer.concat([uint8(4), int32(Number(value))]);
        return value === null ? uint16(0xffff) : Buffer.concat([uint16(ucs2(String(value)).length), ucs2(String(value))]);
      }),
    ]),
  );
  return Buffer.concat([uint8(TOKEN.COLMETADATA), uint16(names.length), ...columns, ...rowTokens, done(DONE_COUNT, rows.length)]);
}

/** Splits a response into packets of the negotiated size, the last one marked end-of-message. */
function send(socket: Socket, payload: Buffer): void {
  const chunk = PACKET_SIZE - HEADER_LENGTH;
  const count = Math.max(1, Math.ceil(payload.length / chunk));
  for (let index = 0; index < count; index += 1) {
    const body = payload.subarray(index * chunk, (index + 1) * chunk);
    const header = Buffer.alloc(HEADER_LENGTH);
    header.writeUInt8(PACKET.RESULT, 0);
    header.writeUInt8(index === count - 1 ? 0x01 : 0x00, 1);
    header.writeUInt16BE(body.length + HEADER_LENGTH, 2);
    header.writeUInt8((index + 1) % 256, 6);
    socket.write(Buffer.concat([header, body]));
  }
}

function answerBatch(payload: Buffer, options: FakeTdsOptions): Buffer | undefined {
  // Since TDS 7.2 a batch starts with ALL_HEADERS, whose first four bytes give its length.
  const sql = payload.subarray(payload.readUInt32LE(0)).toString('ucs2').trim();
  // A client sets its session options with `set ...` statements right after logging in.
  if (/^set\s/i.test(sql)) return done(0);
  if (options.unanswered?.includes(sql)) return undefined;
  const rows = options.statements[sql];
  if (rows) return resultSet(rows);
  return Buffer.concat([errorToken(208, `Invalid object name in statement: ${sql}`, 16), done(DONE_ERROR)]);
}

function serve(socket: Socket, options: FakeTdsOptions, logins: FakeTdsServer['logins']): void {
  let pending = Buffer.alloc(0);
  let message: Buffer[] = [];
  const handle = (type: number, payload: Buffer) => {
    if (type === PACKET.PRELOGIN) return send(socket, preloginResponse());
    if (type === PACKET.LOGIN7) {
      const login = readLogin7(payload);
      logins.push(login);
      if (login.user === options.user && login.password === options.password) return send(socket, loginAck(login.database || 'master'));
      send(socket, Buffer.concat([errorToken(18456, `Login failed for user '${login.user}'.`, 14), done(DONE_ERROR)]));
      return socket.end();
    }
    if (type === PACKET.SQL_BATCH) {
      const answer = answerBatch(payload, options);
      return answer && send(socket, answer);
    }
    if (type === PACKET.ATTENTION) return send(socket, done(DONE_ATTENTION));
    socket.destroy();
  };
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= HEADER_LENGTH && pending.length >= pending.readUInt16BE(2)) {
      const length = pending.readUInt16BE(2);
      const type = pending.readUInt8(0);
      const last = (pending.readUInt8(1) & 0x01) === 0x01;
      message.push(pending.subarray(HEADER_LENGTH, length));
      pending = pending.subarray(length);
      if (last) {
        const payload = Buffer.concat(message);
        message = [];
        handle(type, payload);
      }
    }
  });
}

export async function startFakeTdsServer(options: FakeTdsOptions): Promise<FakeTdsServer> {
  const logins: FakeTdsServer['logins'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serve(socket, options, logins);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the fake TDS server has no port');
  return {
    port: address.port,
    logins,
    openConnections: () => sockets.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
