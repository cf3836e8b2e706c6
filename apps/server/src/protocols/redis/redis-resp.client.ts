import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export type RespValue = string | number | null | RespValue[];

/** An error reply from the server (`-ERR ...`, `-WRONGPASS ...`). */
export class RespReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RespReplyError';
  }
}

type Parsed = { value: RespValue | RespReplyError; end: number } | undefined;

/** Reads one reply starting at `start`; undefined when the buffer does not hold all of it yet. */
function parseReply(buffer: Buffer, start: number): Parsed {
  const lineEnd = buffer.indexOf('\r\n', start);
  if (lineEnd < 0) return undefined;
  const kind = String.fromCharCode(buffer[start]!);
  const line = buffer.toString('utf8', start + 1, lineEnd);
  const next = lineEnd + 2;
  switch (kind) {
    case '+':
      return { value: line, end: next };
    case '-':
      return { value: new RespReplyError(line), end: next };
    case ':':
      return { value: Number(line), end: next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, end: next };
      if (buffer.length < next + length + 2) return undefined;
      return { value: buffer.toString('utf8', next, next + length), end: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, end: next };
      const items: RespValue[] = [];
      let offset = next;
      for (let i = 0; i < count; i += 1) {
        const item = parseReply(buffer, offset);
        if (item === undefined) return undefined;
        items.push(item.value instanceof RespReplyError ? item.value.message : item.value);
        offset = item.end;
      }
      return { value: items, end: offset };
    }
    default:
      throw new Error(`unexpected reply from the server: ${JSON.stringify(buffer.toString('utf8', start, lineEnd))}`);
  }
}

function encodeCommand(args: readonly string[]): Buffer {
  const parts = args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`);
  return Buffer.from(`*${args.length}\r\n${parts.join('')}`);
}

export interface RespConnectOptions {
  host: string;
  port: number;
  tls?: boolean;
  signal: AbortSignal;
}

/** A minimal Redis protocol (RESP2) client: one connection, commands answered in order. */
export class RespConnection {
  private buffer = Buffer.alloc(0);
  private readonly waiting: { resolve(value: RespValue): void; reject(error: Error): void }[] = [];
  private failure: Error | undefined;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  static connect(options: RespConnectOptions): Promise<RespConnection> {
    return new Promise((resolve, reject) => {
      if (options.signal.aborted) return reject(new Error('timed out before connecting'));
      const socket = options.tls
        ? connectTls({ host: options.host, port: options.port, servername: options.host })
        : connectTcp({ host: options.host, port: options.port });
      const onAbort = () => socket.destroy(new Error('timed out'));
      options.signal.addEventListener('abort', onAbort, { once: true });
      socket.once('close', () => options.signal.removeEventListener('abort', onAbort));
      socket.once('error', reject);
      socket.once(options.tls ? 'secureConnect' : 'connect', () => {
        socket.off('error', reject);
        resolve(new RespConnection(socket));
      });
    });
  }

  command(...args: string[]): Promise<RespValue> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.socket.write(encodeCommand(args));
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    try {
      for (let reply = parseReply(this.buffer, 0); reply; reply = parseReply(this.buffer, 0)) {
        this.buffer = this.buffer.subarray(reply.end);
        const waiter = this.waiting.shift();
        if (reply.value instanceof RespReplyError) waiter?.reject(reply.value);
        else waiter?.resolve(reply.value);
      }
    } catch (error) {
      this.socket.destroy(error as Error);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }
}
