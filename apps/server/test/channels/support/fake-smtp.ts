import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  /** The envelope: MAIL FROM and RCPT TO. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Headers, lower-case names, folded lines joined. */
  headers: Map<string, string>;
  text: string;
  /** The login the client used (user and SASL method), when it logged in. */
  login: { user: string; method: string } | undefined;
  /** Whether the session ran over TLS (implicit or STARTTLS). */
  secure: boolean;
}

export interface FakeSmtpOptions {
  /** The only user and password accepted; without it the server takes mail without a login. */
  account?: { user: string; pass: string };
  /** Offer STARTTLS (with a fresh self-signed certificate for 127.0.0.1). */
  startTls?: boolean;
  /** TLS from the first byte (port 465 style). */
  implicitTls?: boolean;
}

/** A self-signed key and certificate for 127.0.0.1, made with the openssl command. */
function selfSignedCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(join(tmpdir(), 'vigil-smtp-tls-'));
  try {
    const [keyPath, certPath] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '2', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
    return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

/** A real SMTP server on loopback that checks a login the way a relay does and keeps what it accepts. */
export class FakeSmtp {
  readonly mails: DeliveredMail[] = [];
  private readonly server: SMTPServer;
  url = '';
  port = 0;

  constructor(options: FakeSmtpOptions = {}) {
    const { account } = options;
    const tls = options.startTls || options.implicitTls;
    this.server = new SMTPServer({
      logger: false,
      ...(tls ? selfSignedCertificate() : {}),
      secure: options.implicitTls === true,
      authOptional: account === undefined,
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN', 'CRAM-MD5'],
      disabledCommands: [...(tls ? [] : ['STARTTLS']), ...(account ? [] : ['AUTH'])],
      onAuth(auth, _session, callback) {
        const passwordMatches = auth.method === 'CRAM-MD5' ? auth.validatePassword(account?.pass ?? '') : auth.password === account?.pass;
        if (account && auth.username === account.user && passwordMatches) return callback(null, { user: { user: auth.username, method: auth.method } });
        const error = new Error('Authentication credentials invalid') as Error & { responseCode: number };
        error.responseCode = 535;
        return callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.mails.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            ...parse(Buffer.concat(chunks).toString('utf8')),
            login: session.user as DeliveredMail['login'],
            secure: session.secure,
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => {
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
