import { randomBytes } from 'node:crypto';
import { fileTime, lmV2Response, ntlmV2Blob, ntowfV2, ntProofString } from './ntlm-hash.ts';

// NTLM messages as MS-NLMP section 2.2.1 lays them out: a signature, the message type, and
// fields that point (length, capacity, offset) into a payload that follows the fixed part.
const SIGNATURE = Buffer.from('NTLMSSP\0', 'latin1');
const NEGOTIATE_TYPE = 1;
const CHALLENGE_TYPE = 2;
const AUTHENTICATE_TYPE = 3;

export const NTLM_FLAGS = {
  unicode: 0x0000_0001,
  oem: 0x0000_0002,
  requestTarget: 0x0000_0004,
  ntlm: 0x0000_0200,
  alwaysSign: 0x0000_8000,
  extendedSessionSecurity: 0x0008_0000,
  targetInfo: 0x0080_0000,
  bits128: 0x2000_0000,
  bits56: 0x8000_0000,
} as const;

const CLIENT_FLAGS =
  (NTLM_FLAGS.unicode |
    NTLM_FLAGS.oem |
    NTLM_FLAGS.requestTarget |
    NTLM_FLAGS.ntlm |
    NTLM_FLAGS.alwaysSign |
    NTLM_FLAGS.extendedSessionSecurity |
    NTLM_FLAGS.bits128 |
    NTLM_FLAGS.bits56) >>>
  0;

/** The AV pair id of MsvAvTimestamp: the server's clock, which the client then must use. */
const AV_TIMESTAMP = 7;
const AV_END_OF_LIST = 0;

export interface NtlmChallenge {
  flags: number;
  serverChallenge: Buffer;
  /** The AV pairs the server sent, echoed into the NTLMv2 blob. */
  targetInfo: Buffer;
}

export interface NtlmCredentials {
  user: string;
  domain: string;
  password: string;
}

/** Client-side random and clock values; tests fix them, probes leave them out. */
export interface NtlmResponseInputs {
  clientChallenge?: Buffer | undefined;
  now?: Date | undefined;
}

/** NEGOTIATE (type 1): the flags the client asks for, with no domain or workstation named. */
export function negotiateMessage(): Buffer {
  const message = Buffer.alloc(32);
  SIGNATURE.copy(message, 0);
  message.writeUInt32LE(NEGOTIATE_TYPE, 8);
  message.writeUInt32LE(CLIENT_FLAGS, 12);
  return message;
}

function readField(message: Buffer, at: number): Buffer | undefined {
  const length = message.readUInt16LE(at);
  const offset = message.readUInt32LE(at + 4);
  if (length === 0) return Buffer.alloc(0);
  if (offset + length > message.length) return undefined;
  return message.subarray(offset, offset + length);
}

/** Reads a CHALLENGE (type 2) message, or undefined when the bytes are not one. */
export function readChallengeMessage(message: Buffer): NtlmChallenge | undefined {
  if (message.length < 48 || !message.subarray(0, 8).equals(SIGNATURE)) return undefined;
  if (message.readUInt32LE(8) !== CHALLENGE_TYPE) return undefined;
  const targetInfo = readField(message, 40);
  if (!targetInfo) return undefined;
  return { flags: message.readUInt32LE(20), serverChallenge: Buffer.from(message.subarray(24, 32)), targetInfo: Buffer.from(targetInfo) };
}

/** The value of one AV pair in a target info list, if the server sent it. */
export function findAvPair(targetInfo: Buffer, id: number): Buffer | undefined {
  let at = 0;
  while (at + 4 <= targetInfo.length) {
    const pairId = targetInfo.readUInt16LE(at);
    const length = targetInfo.readUInt16LE(at + 2);
    if (pairId === AV_END_OF_LIST) return undefined;
    if (pairId === id) return targetInfo.subarray(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return undefined;
}

interface PayloadPart {
  /** Where the field's (length, capacity, offset) triple sits in the fixed part. */
  fieldAt: number;
  bytes: Buffer;
}

/** The fixed part with every field pointing at its bytes, laid out one after another behind it. */
function withPayload(fixed: Buffer, parts: PayloadPart[]): Buffer {
  let offset = fixed.length;
  for (const part of parts) {
    fixed.writeUInt16LE(part.bytes.length, part.fieldAt);
    fixed.writeUInt16LE(part.bytes.length, part.fieldAt + 2);
    fixed.writeUInt32LE(offset, part.fieldAt + 4);
    offset += part.bytes.length;
  }
  return Buffer.concat([fixed, ...parts.map((part) => part.bytes)]);
}

/**
 * AUTHENTICATE (type 3) answering `challenge` with an NTLMv2 response: the client blob carries
 * the server's target info and the server's timestamp when it sent one (the client's clock
 * otherwise). No session key is exchanged: the check only needs the connection authenticated.
 */
export function authenticateMessage(challenge: NtlmChallenge, credentials: NtlmCredentials, inputs: NtlmResponseInputs = {}): Buffer {
  const clientChallenge = inputs.clientChallenge ?? randomBytes(8);
  const serverTimestamp = findAvPair(challenge.targetInfo, AV_TIMESTAMP);
  const timestamp = serverTimestamp?.length === 8 ? serverTimestamp : fileTime(inputs.now ?? new Date());
  const responseKey = ntowfV2(credentials.user, credentials.domain, credentials.password);
  const blob = ntlmV2Blob(timestamp, clientChallenge, challenge.targetInfo);
  const ntResponse = Buffer.concat([ntProofString(responseKey, challenge.serverChallenge, blob), blob]);
  // With a server timestamp, MS-NLMP 3.1.5.1.2 has the client send zeros in place of LMv2.
  const lmResponse = serverTimestamp ? Buffer.alloc(24) : lmV2Response(responseKey, challenge.serverChallenge, clientChallenge);
  const unicode = (challenge.flags & NTLM_FLAGS.unicode) !== 0;
  const text = (value: string): Buffer => Buffer.from(value, unicode ? 'utf16le' : 'latin1');
  const flags = ((challenge.flags & CLIENT_FLAGS) | (unicode ? NTLM_FLAGS.unicode : NTLM_FLAGS.oem)) >>> 0;

  const fixed = Buffer.alloc(64);
  SIGNATURE.copy(fixed, 0);
  fixed.writeUInt32LE(AUTHENTICATE_TYPE, 8);
  fixed.writeUInt32LE(flags, 60);
  return withPayload(fixed, [
    { fieldAt: 28, bytes: text(credentials.domain) },
    { fieldAt: 36, bytes: text(credentials.user) },
    { fieldAt: 44, bytes: Buffer.alloc(0) },
    { fieldAt: 12, bytes: lmResponse },
    { fieldAt: 20, bytes: ntResponse },
    { fieldAt: 52, bytes: Buffer.alloc(0) },
  ]);
}

/** Splits `DOMAIN\user`; a name without a backslash has an empty domain. */
export function ntlmCredentials(username: string, password: string): NtlmCredentials {
  const slash = username.indexOf('\\');
  if (slash < 0) return { user: username, domain: '', password };
  return { domain: username.slice(0, slash), user: username.slice(slash + 1), password };
}
