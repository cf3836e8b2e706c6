import { describe, expect, it } from 'vitest';
import { fileTime, lmV2Response, ntHash, ntlmV2Blob, ntowfV2, ntProofString } from '#src/protocols/http/ntlm-hash.ts';
import { md4 } from '#src/protocols/http/ntlm-md4.ts';

const hex = (text: string): Buffer => Buffer.from(text, 'hex');

describe('md4', () => {
  // The test suite of RFC 1320, appendix A.5.
  it.each([
    ['', '31d6cfe0d16ae931b73c59d7e0c089c0'],
    ['a', 'bde52cb31de33e46245e05fbdbd6fb24'],
    ['abc', 'a448017aaf21d8525fc10ae87aa6729d'],
    ['message digest', 'd9130a8164549fe818874806e1c7014b'],
    ['abcdefghijklmnopqrstuvwxyz', 'd79e1c308aa5bbcdeea8ed63df412da9'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', '043f8582f241db351ce627e153e7f0e4'],
    ['1234567890'.repeat(8), 'e33b4ddc9c38f2199c3e7b164fcc0536'],
  ])('digests %j as RFC 1320 says', (message, digest) => {
    expect(md4(Buffer.from(message, 'latin1')).toString('hex')).toBe(digest);
  });
});

// The NTLMv2 example of MS-NLMP section 4.2.4: user "User", domain "Domain", password
// "Password", timestamp zero, and a target info naming domain "Domain" and server "Server".
describe('NTLMv2 against the MS-NLMP example', () => {
  const serverChallenge = hex('0123456789abcdef');
  const clientChallenge = hex('aaaaaaaaaaaaaaaa');
  // MsvAvNbDomainName "Domain", MsvAvNbComputerName "Server", MsvAvEOL.
  const targetInfo = hex('02000c00' + '44006f006d00610069006e00' + '01000c00' + '530065007200760065007200' + '00000000');

  it('computes the NT hash (NTOWFv1) of "Password"', () => {
    expect(ntHash('Password').toString('hex')).toBe('a4f49c406510bdcab6824ee7c30fd852');
  });

  it('computes NTOWFv2, ignoring the case of the user but not of the domain', () => {
    expect(ntowfV2('User', 'Domain', 'Password').toString('hex')).toBe('0c868a403bfd7a93a3001ef22ef02e3f');
    expect(ntowfV2('user', 'Domain', 'Password').toString('hex')).toBe('0c868a403bfd7a93a3001ef22ef02e3f');
    expect(ntowfV2('User', 'DOMAIN', 'Password').toString('hex')).not.toBe('0c868a403bfd7a93a3001ef22ef02e3f');
  });

  it('builds the client blob and its NTProofStr', () => {
    const blob = ntlmV2Blob(Buffer.alloc(8), clientChallenge, targetInfo);
    expect(blob.toString('hex')).toBe(
      '0101000000000000' + '0000000000000000' + 'aaaaaaaaaaaaaaaa' + '00000000' + targetInfo.toString('hex') + '00000000',
    );
    const proof = ntProofString(ntowfV2('User', 'Domain', 'Password'), serverChallenge, blob);
    expect(proof.toString('hex')).toBe('68cd0ab851e51c96aabc927bebef6a1c');
  });

  it('computes the LMv2 response', () => {
    expect(lmV2Response(ntowfV2('User', 'Domain', 'Password'), serverChallenge, clientChallenge).toString('hex')).toBe(
      '86c35097ac9cec102554764a57cccc19aaaaaaaaaaaaaaaa',
    );
  });

  it('gives a different proof for another password', () => {
    const blob = ntlmV2Blob(Buffer.alloc(8), clientChallenge, targetInfo);
    expect(ntProofString(ntowfV2('User', 'Domain', 'password'), serverChallenge, blob).toString('hex')).not.toBe('68cd0ab851e51c96aabc927bebef6a1c');
  });
});

describe('fileTime', () => {
  it('counts 100 ns ticks from 1601, little-endian', () => {
    expect(fileTime(new Date(0)).readBigUInt64LE()).toBe(116_444_736_000_000_000n);
    expect(fileTime(new Date('2024-01-01T00:00:00Z')).readBigUInt64LE()).toBe(133_485_408_000_000_000n);
  });
});
