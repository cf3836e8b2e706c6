import { describe, expect, it } from 'vitest';
import { authenticateMessage, negotiateMessage, NTLM_FLAGS, ntlmCredentials, readChallengeMessage } from '#src/protocols/http/ntlm-messages.ts';

const hex = (text: string): Buffer => Buffer.from(text, 'hex');

/** A field's bytes: (length, capacity, offset) at `at` pointing into the message. */
function field(message: Buffer, at: number): Buffer {
  const length = message.readUInt16LE(at);
  return message.subarray(message.readUInt32LE(at + 4), message.readUInt32LE(at + 4) + length);
}

// MS-NLMP 4.2.4: the target info of its CHALLENGE (domain "Domain", server "Server").
const exampleTargetInfo = hex('02000c00' + '44006f006d00610069006e00' + '01000c00' + '530065007200760065007200' + '00000000');
const exampleChallenge = { flags: NTLM_FLAGS.unicode | NTLM_FLAGS.ntlm | NTLM_FLAGS.targetInfo, serverChallenge: hex('0123456789abcdef'), targetInfo: exampleTargetInfo };
/** FILETIME zero, the timestamp of the example. */
const year1601 = new Date(Date.UTC(1601, 0, 1));

describe('negotiateMessage', () => {
  it('is a type 1 message asking for unicode and NTLM', () => {
    const message = negotiateMessage();
    expect(message.subarray(0, 8).toString('latin1')).toBe('NTLMSSP\0');
    expect(message.readUInt32LE(8)).toBe(1);
    const flags = message.readUInt32LE(12);
    expect(flags & NTLM_FLAGS.unicode).toBeTruthy();
    expect(flags & NTLM_FLAGS.ntlm).toBeTruthy();
  });
});

describe('readChallengeMessage', () => {
  function challengeBytes(targetInfo: Buffer): Buffer {
    const fixed = Buffer.alloc(48);
    fixed.write('NTLMSSP\0', 0, 'latin1');
    fixed.writeUInt32LE(2, 8);
    fixed.writeUInt32LE(exampleChallenge.flags, 20);
    hex('0123456789abcdef').copy(fixed, 24);
    fixed.writeUInt16LE(targetInfo.length, 40);
    fixed.writeUInt16LE(targetInfo.length, 42);
    fixed.writeUInt32LE(48, 44);
    return Buffer.concat([fixed, targetInfo]);
  }

  it('reads the flags, server challenge and target info', () => {
    expect(readChallengeMessage(challengeBytes(exampleTargetInfo))).toEqual(exampleChallenge);
  });

  it('refuses what is not a challenge', () => {
    expect(readChallengeMessage(Buffer.from('not ntlm at all, not ntlm at all, not ntlm at all'))).toBeUndefined();
    expect(readChallengeMessage(negotiateMessage())).toBeUndefined();
    const truncated = challengeBytes(exampleTargetInfo).subarray(0, 60);
    expect(readChallengeMessage(truncated)).toBeUndefined();
  });
});

describe('authenticateMessage', () => {
  const credentials = { user: 'User', domain: 'Domain', password: 'Password' };
  const message = authenticateMessage(exampleChallenge, credentials, { clientChallenge: hex('aaaaaaaaaaaaaaaa'), now: year1601 });

  it('is a type 3 message naming the domain and user in UTF-16', () => {
    expect(message.subarray(0, 8).toString('latin1')).toBe('NTLMSSP\0');
    expect(message.readUInt32LE(8)).toBe(3);
    expect(field(message, 28).toString('utf16le')).toBe('Domain');
    expect(field(message, 36).toString('utf16le')).toBe('User');
  });

  it('carries the NTLMv2 and LMv2 responses of the MS-NLMP example', () => {
    expect(field(message, 20).toString('hex')).toBe(
      '68cd0ab851e51c96aabc927bebef6a1c' + '0101000000000000' + '0000000000000000' + 'aaaaaaaaaaaaaaaa' + '00000000' + exampleTargetInfo.toString('hex') + '00000000',
    );
    expect(field(message, 12).toString('hex')).toBe('86c35097ac9cec102554764a57cccc19aaaaaaaaaaaaaaaa');
  });

  it("uses the server's timestamp and no LMv2 response when the challenge carries one", () => {
    const timestamp = hex('0011223344556677');
    const targetInfo = Buffer.concat([hex('07000800'), timestamp, hex('00000000')]);
    const withTime = authenticateMessage({ ...exampleChallenge, targetInfo }, credentials, { now: year1601 });
    expect(field(withTime, 20).subarray(24, 32)).toEqual(timestamp);
    expect(field(withTime, 12)).toEqual(Buffer.alloc(24));
  });
});

describe('ntlmCredentials', () => {
  it('splits DOMAIN\\user and leaves the domain empty otherwise', () => {
    expect(ntlmCredentials('CORP\\ann', 'pw')).toEqual({ domain: 'CORP', user: 'ann', password: 'pw' });
    expect(ntlmCredentials('ann', 'pw')).toEqual({ domain: '', user: 'ann', password: 'pw' });
  });
});
