import { createHmac } from 'node:crypto';
import { md4 } from './ntlm-md4.ts';

function hmacMd5(key: Uint8Array, ...parts: Uint8Array[]): Buffer {
  const hmac = createHmac('md5', key);
  for (const part of parts) hmac.update(part);
  return hmac.digest();
}

/** The NT hash (NTOWFv1): MD4 of the password in UTF-16LE. */
export function ntHash(password: string): Buffer {
  return md4(Buffer.from(password, 'utf16le'));
}

/** NTOWFv2: the NTLMv2 key, keyed by the NT hash over the upper-cased user and the domain as given. */
export function ntowfV2(user: string, domain: string, password: string): Buffer {
  return hmacMd5(ntHash(password), Buffer.from(user.toUpperCase() + domain, 'utf16le'));
}

/**
 * The client blob an NTLMv2 response proves: version 1.1, the timestamp (a little-endian
 * FILETIME), the client challenge and the server's target info.
 */
export function ntlmV2Blob(timestamp: Uint8Array, clientChallenge: Uint8Array, targetInfo: Uint8Array): Buffer {
  const header = Buffer.from([0x01, 0x01, 0, 0, 0, 0, 0, 0]);
  return Buffer.concat([header, timestamp, clientChallenge, Buffer.alloc(4), targetInfo, Buffer.alloc(4)]);
}

/** NTProofStr: HMAC-MD5 under NTOWFv2 of the server challenge followed by the client blob. */
export function ntProofString(responseKey: Uint8Array, serverChallenge: Uint8Array, blob: Uint8Array): Buffer {
  return hmacMd5(responseKey, serverChallenge, blob);
}

/** The LMv2 response: HMAC-MD5 of both challenges, followed by the client challenge. */
export function lmV2Response(responseKey: Uint8Array, serverChallenge: Uint8Array, clientChallenge: Uint8Array): Buffer {
  return Buffer.concat([hmacMd5(responseKey, serverChallenge, clientChallenge), clientChallenge]);
}

/** A time as a Windows FILETIME (100 ns ticks since 1601-01-01), little-endian. */
export function fileTime(date: Date): Buffer {
  const ticksFrom1601To1970 = 116_444_736_000_000_000n;
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(date.getTime()) * 10_000n + ticksFrom1601To1970);
  return buffer;
}
