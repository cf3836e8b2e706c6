import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTime, ntowfV2, ntProofString } from '#src/protocols/http/ntlm-hash.ts';

export interface NtlmServerOptions {
  /** The account the server knows; the user name is matched without regard to case, as Windows does. */
  user: string;
  domain: string;
  password: string;
  /** Put the server's clock in the target info (MsvAvTimestamp), which the client must then echo. */
  sendTimestamp?: boolean;
  /** Answer with this scheme instead of NTLM: a server that does not offer NTLM. */
  otherScheme?: string;
  /** Serve https with a self-signed certificate for 127.0.0.1 (made with the openssl command). */
  tls?: boolean;
}

export interface NtlmHttpServer {
  url: string;
  /** TCP connections accepted so far. */
  connections(): number;
  /** `DOMAIN\user` of every AUTHENTICATE received, whether it verified or not. */
  attempts(): string[];
  close(): Promise<void>;
}

const SIGNATURE = Buffer.from('NTLMSSP\0', 'latin1');
const UNICODE = 0x1;
const REQUEST_TARGET = 0x4;
const NTLM = 0x200;
const EXTENDED_SESSION_SECURITY = 0x80000;
const TARGET_INFO = 0x800000;

function avPair(id: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(id, 0);
  header.writeUInt16LE(value.length, 2);
  return Buffer.concat([header, value]);
}

function targetInfoFor(domain: string, sendTimestamp: boolean): Buffer {
  const pairs = [avPair(2, Buffer.from(domain, 'utf16le')), avPair(1, Buffer.from('TESTSERVER', 'utf16le'))];
  if (sendTimestamp) pairs.push(avPair(7, fileTime(new Date())));
  pairs.push(avPair(0, Buffer.alloc(0)));
  return Buffer.concat(pairs);
}

/** A CHALLENGE message written independently of the client's code, from MS-NLMP 2.2.1.2. */
function challengeMessage(serverChallenge: Buffer, domain: string, targetInfo: Buffer): Buffer {
  const targetName = Buffer.from(domain, 'utf16le');
  const fixed = Buffer.alloc(48);
  SIGNATURE.copy(fixed, 0);
  fixed.writeUInt32LE(2, 8);
  fixed.writeUInt16LE(targetName.length, 12);
  fixed.writeUInt16LE(targetName.length, 14);
  fixed.writeUInt32LE(48, 16);
  fixed.writeUInt32LE(UNICODE | REQUEST_TARGET | NTLM | EXTENDED_SESSION_SECURITY | TARGET_INFO, 20);
  serverChallenge.copy(fixed, 24);
  fixed.writeUInt16LE(targetInfo.length, 40);
  fixed.writeUInt16LE(targetInfo.length, 42);
  fixed.writeUInt32LE(48 + targetName.length, 44);
  return Buffer.concat([fixed, targetName, targetInfo]);
}

function field(message: Buffer, at: number): Buffer {
  const length = message.readUInt16LE(at);
  const offset = message.readUInt32LE(at + 4);
  return message.subarray(offset, offset + length);
}

interface Authenticate {
  user: string;
  domain: string;
  ntResponse: Buffer;
}

function readAuthenticate(message: Buffer): Authenticate | undefined {
  if (message.length < 64 || !message.subarray(0, 8).equals(SIGNATURE) || message.readUInt32LE(8) !== 3) return undefined;
  return { ntResponse: field(message, 20), domain: field(message, 28).toString('utf16le'), user: field(message, 36).toString('utf16le') };
}

interface PendingChallenge {
  serverChallenge: Buffer;
  targetInfo: Buffer;
}

/**
 * Checks an NTLMv2 response as a domain controller would: recomputes NTProofStr from the
 * password it knows, its own challenge and the blob the client sent, and wants its target info
 * (and timestamp, when it sent one) inside that blob.
 */
function verifies(options: NtlmServerOptions, pending: PendingChallenge, message: Authenticate): boolean {
  if (message.user.toUpperCase() !== options.user.toUpperCase() || message.domain !== options.domain) return false;
  const proof = message.ntResponse.subarray(0, 16);
  const blob = message.ntResponse.subarray(16);
  // The blob: version (8 bytes), timestamp (8), client challenge (8), zeros (4), then the target info.
  if (!blob.subarray(28, 28 + pending.targetInfo.length).equals(pending.targetInfo)) return false;
  // The timestamp pair sits just before the 4-byte end-of-list pair.
  const sentTimestamp = options.sendTimestamp ? pending.targetInfo.subarray(-12, -4) : undefined;
  if (sentTimestamp && !blob.subarray(8, 16).equals(sentTimestamp)) return false;
  const expected = ntProofString(ntowfV2(message.user, message.domain, options.password), pending.serverChallenge, blob);
  return expected.equals(proof);
}

function demandAuthentication(response: ServerResponse, scheme: string): void {
  response.writeHead(401, { 'www-authenticate': scheme, 'content-type': 'text/plain' }).end('authentication required');
}

/** What an authenticated request gets: `/ok` a greeting, anything else 404. */
function respondAuthenticated(request: IncomingMessage, response: ServerResponse, user: string): void {
  if (request.url === '/ok') response.writeHead(200, { 'content-type': 'text/plain' }).end(`welcome ${user}`);
  else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
}

/** A self-signed certificate for 127.0.0.1, valid for 10 days. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const folder = await mkdtemp(join(tmpdir(), 'ntlm-server-tls-'));
  try {
    const [keyPath, certPath] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '10', '-subj', '/CN=127.0.0.1'];
    execFileSync('openssl', args, { stdio: 'ignore' });
    return { key: await readFile(keyPath), cert: await readFile(certPath) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A local HTTP server that demands NTLM, as IIS does: a challenge per connection, 200 only when the response proves the password. */
export async function startNtlmHttpServer(options: NtlmServerOptions): Promise<NtlmHttpServer> {
  const challenges = new WeakMap<Socket, PendingChallenge>();
  const attempts: string[] = [];
  let connections = 0;

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    if (options.otherScheme) {
      demandAuthentication(response, options.otherScheme);
      return;
    }
    const token = /^NTLM ([A-Za-z0-9+/]+=*)$/.exec(request.headers.authorization ?? '')?.[1];
    const message = token === undefined ? undefined : Buffer.from(token, 'base64');
    if (!message || message.length < 12 || !message.subarray(0, 8).equals(SIGNATURE)) {
      demandAuthentication(response, 'NTLM');
      return;
    }
    const type = message.readUInt32LE(8);
    if (type === 1) {
      const pending = { serverChallenge: randomBytes(8), targetInfo: targetInfoFor(options.domain, options.sendTimestamp ?? false) };
      challenges.set(request.socket, pending);
      const challenge = challengeMessage(pending.serverChallenge, options.domain, pending.targetInfo);
      demandAuthentication(response, `NTLM ${challenge.toString('base64')}`);
      return;
    }
    const authenticate = readAuthenticate(message);
    const pending = challenges.get(request.socket);
    challenges.delete(request.socket);
    if (authenticate) attempts.push(`${authenticate.domain}\\${authenticate.user}`);
    // A pending challenge only exists on the connection that asked for it.
    if (!authenticate || !pending || !verifies(options, pending, authenticate)) {
      demandAuthentication(response, 'NTLM');
      return;
    }
    respondAuthenticated(request, response, `${authenticate.domain}\\${authenticate.user}`);
  };

  const listener: RequestListener = (request, response) => {
    request.resume();
    request.once('end', () => handle(request, response));
  };
  const server: Server = options.tls ? createTlsServer(await selfSignedCertificate(), listener) : createServer(listener);
  // A TLS server reports its TCP connections as 'connection' too, before the handshake.
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    connections: () => connections,
    attempts: () => [...attempts],
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
