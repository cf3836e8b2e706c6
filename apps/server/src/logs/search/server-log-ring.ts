import { redactUrl } from '#src/connections/probe-credentials.ts';
import { jsonLogLine, textLogLine, type LogLine } from './log-line.ts';

/** How many of the server's most recent log lines are kept for the `server` backend. */
export const SERVER_LOG_LINES = 2000;

type Stream = { write: (chunk: string) => unknown };
const TEED = Symbol('vigil.logs.teed');
type TeedStream = Stream & { [TEED]?: Set<(text: string) => void> };

/** The destination of a pino logger (Fastify's `app.log`), found by its symbol along the prototype chain of child loggers. */
function pinoStream(logger: object): TeedStream | undefined {
  for (let current: object | null = logger; current; current = Object.getPrototypeOf(current) as object | null) {
    const symbol = Object.getOwnPropertySymbols(current).find((candidate) => candidate.description === 'pino.stream');
    if (symbol) {
      const stream = (current as Record<symbol, unknown>)[symbol];
      return typeof stream === 'object' && stream !== null && typeof (stream as Stream).write === 'function' ? (stream as TeedStream) : undefined;
    }
  }
  return undefined;
}

/**
 * A line as the search may show it: mail the server could not send is logged with its text (sign-in
 * codes, recovery and invitation links), which only its addressee may read, so that text is
 * withheld; passwords in URLs are masked.
 */
function withheld(line: string): string {
  if (line.includes('"mail":')) {
    try {
      const record = JSON.parse(line) as Record<string, unknown>;
      if (typeof record.mail === 'object' && record.mail !== null) return JSON.stringify({ ...record, msg: 'Mail not sent (no SMTP_URL configured); its text is withheld from log searches' });
    } catch {
      // not a JSON record: kept as text below
    }
  }
  return redactUrl(line);
}

/**
 * The server's own log, as the `server` backend reads it: the server writes its log to standard
 * output only (no file), so the last lines it writes are kept here, in memory, per process
 * (decision 0051). Lines are kept as written and read as lines when searched.
 */
export class ServerLogRing {
  private readonly texts: string[] = [];
  private readonly received: string[] = [];

  constructor(private readonly capacity = SERVER_LOG_LINES) {}

  /** Keeps a copy of what `logger` writes from now on; a logger that is not pino's is left alone. */
  follow(logger: object): void {
    const stream = pinoStream(logger);
    if (!stream) return;
    if (!stream[TEED]) {
      const listeners = new Set<(text: string) => void>();
      const write = stream.write.bind(stream);
      stream.write = (chunk: string) => {
        for (const listener of listeners) listener(String(chunk));
        return write(chunk);
      };
      stream[TEED] = listeners;
    }
    stream[TEED].add((text) => this.record(text));
  }

  /** Adds what was written (one or several lines). */
  record(text: string): void {
    const now = new Date().toISOString();
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      this.texts.push(withheld(line));
      this.received.push(now);
    }
    const excess = this.texts.length - this.capacity;
    if (excess > 0) {
      this.texts.splice(0, excess);
      this.received.splice(0, excess);
    }
  }

  /** The kept lines, oldest first, as log lines labelled `source: server`. */
  lines(): LogLine[] {
    const labels = { source: 'server' };
    return this.texts.map((text, index) => jsonLogLine(text, this.received[index]!, labels) ?? textLogLine(text, this.received[index]!, labels));
  }
}
