import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Enough MIME for the product's plain-text mails: unfolded headers and a 7bit, QP or base64 body. */
function parseMail(raw: string, envelope: { from: string; to: string[] }): CaughtMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { ...envelope, subject: headers.get('subject') ?? '', text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a loopback port that keeps what it receives, for tests to read codes and links. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private waiters: (() => void)[] = [];
  private server: SMTPServer;
  port = 0;

  /** `acceptDelayMs`: how long the server takes to accept each mail (a slow relay). */
  constructor(acceptDelayMs = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => setTimeout(() => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          this.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to }));
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        }, acceptDelayMs));
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => {
      const listener = this.server.listen(0, '127.0.0.1', () => {
        this.port = (listener.address() as AddressInfo).port;
        resolve();
      });
    });
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The first mail to `to` received after the `after`-th mail, waiting for it to arrive. */
  async next(to: string, after = 0): Promise<CaughtMail> {
    for (;;) {
      const found = this.mails.slice(after).find((m) => m.to.includes(to));
      if (found) return found;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  count(to: string): number {
    return this.mails.filter((m) => m.to.includes(to)).length;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
