import { SMTPServer } from 'smtp-server';
import { freePort } from '../../apps/server/test/support/postgres-cluster.ts';

export interface ReceivedMail {
  to: string[];
  /** The raw message: headers and body as sent. */
  raw: string;
}

export interface Mailbox {
  /** The SMTP_URL a server under test sends through. */
  smtpUrl: string;
  messages: ReceivedMail[];
  /**
   * Waits for the first message to the address (case-insensitive), optionally only one whose
   * subject matches, and returns it.
   */
  waitFor(address: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Quoted-printable soft line breaks and escapes undone, so links and codes read as sent. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The Subject header of a received message. */
export function subjectOf(mail: ReceivedMail): string {
  return /^Subject: (.*)$/im.exec(mail.raw)?.[1]?.trim() ?? '';
}

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, { subject, timeoutMs = 15_000 } = {}) {
      const wanted = address.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(wanted) && (!subject || subject.test(subjectOf(m))));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms (received: ${messages.map((m) => m.to.join(',')).join('; ') || 'none'})`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
