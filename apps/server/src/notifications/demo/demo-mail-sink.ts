import { createServer, type Socket } from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface DemoMailSink {
  port: number;
  close(): Promise<void>;
}

/** A message larger than this is refused: the sink only ever receives the demo's own notifications. */
const MAX_MESSAGE_BYTES = 256 * 1024;
const HOST_NAME = 'vigil-demo-mail';

const address = (argument: string): string => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

/** Subject and body of a message as it came through DATA (headers, a blank line, the body). */
function readMessage(lines: string[]): { subject: string; text: string } {
  const blank = lines.indexOf('');
  const headers = blank === -1 ? lines : lines.slice(0, blank);
  const subject = headers.find((line) => /^subject:/i.test(line))?.replace(/^subject:\s*/i, '') ?? '';
  return { subject, text: blank === -1 ? '' : lines.slice(blank + 1).join('\n') };
}

/** One SMTP conversation (RFC 5321's plain subset: no TLS, no login), handing each message on. */
function converse(socket: Socket, onMail: (mail: SunkMail) => void): void {
  let buffered = '';
  let envelope: { from: string; to: string[] } = { from: '', to: [] };
  let data: string[] | undefined;
  let size = 0;
  const reply = (text: string) => socket.write(`${text}\r\n`);

  const command = (line: string) => {
    const [verb = '', ...rest] = line.split(' ');
    const argument = rest.join(' ');
    switch (verb.toUpperCase()) {
      case 'EHLO':
        return reply(`250-${HOST_NAME}\r\n250-8BITMIME\r\n250 SIZE ${MAX_MESSAGE_BYTES}`);
      case 'HELO':
        return reply(`250 ${HOST_NAME}`);
      case 'MAIL':
        envelope = { from: address(argument.replace(/^from:/i, '')), to: [] };
        return reply('250 OK');
      case 'RCPT':
        envelope.to.push(address(argument.replace(/^to:/i, '')));
        return reply('250 OK');
      case 'DATA':
        if (envelope.to.length === 0) return reply('503 RCPT first');
        data = [];
        size = 0;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        envelope = { from: '', to: [] };
        return reply('250 OK');
      case 'NOOP':
        return reply('250 OK');
      case 'QUIT':
        reply(`221 ${HOST_NAME} closing`);
        return socket.end();
      default:
        return reply('502 Command not implemented');
    }
  };

  const dataLine = (line: string) => {
    if (line !== '.') {
      size += line.length + 2;
      if (size <= MAX_MESSAGE_BYTES) data!.push(line.startsWith('..') ? line.slice(1) : line);
      return;
    }
    const lines = data!;
    data = undefined;
    if (size > MAX_MESSAGE_BYTES) return reply('552 Message too large');
    onMail({ ...envelope, ...readMessage(lines) });
    envelope = { from: '', to: [] };
    return reply('250 OK: delivered to the log');
  };

  reply(`220 ${HOST_NAME} ESMTP`);
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    let end = buffered.indexOf('\r\n');
    while (end !== -1) {
      const line = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (data !== undefined) dataLine(line);
      else command(line);
      end = buffered.indexOf('\r\n');
    }
    if (buffered.length > MAX_MESSAGE_BYTES) socket.destroy();
  });
  socket.on('error', () => socket.destroy());
}

/**
 * The demo's mail server: it accepts mail on 127.0.0.1 and hands every message to `onMail` (which
 * writes it to the log), so the demo's email connection really sends over SMTP on a machine that
 * has no mail relay.
 */
export async function startDemoMailSink(onMail: (mail: SunkMail) => void): Promise<DemoMailSink> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    converse(socket, onMail);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const listening = server.address();
  if (listening === null || typeof listening === 'string') throw new Error('the demo mail sink has no port');
  return {
    port: listening.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
