// MD4 (RFC 1320) written out here because Node's OpenSSL 3 leaves it in the legacy provider,
// which is off by default; NTLM still needs it for the NT hash of a password.

const INITIAL_STATE = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476] as const;
const ROUND_2_CONSTANT = 0x5a827999;
const ROUND_3_CONSTANT = 0x6ed9eba1;
const ROUND_1_SHIFTS = [3, 7, 11, 19] as const;
const ROUND_2_SHIFTS = [3, 5, 9, 13] as const;
const ROUND_3_SHIFTS = [3, 9, 11, 15] as const;
const ROUND_2_ORDER = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15] as const;
const ROUND_3_ORDER = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15] as const;

function rotateLeft(value: number, bits: number): number {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}

/** The message followed by 0x80, zeros to 56 mod 64 bytes, and its bit length (little-endian). */
function padded(message: Uint8Array): Buffer {
  const blocks = Math.ceil((message.length + 9) / 64);
  const buffer = Buffer.alloc(blocks * 64);
  buffer.set(message);
  buffer[message.length] = 0x80;
  const bitLength = BigInt(message.length) * 8n;
  buffer.writeBigUInt64LE(bitLength, buffer.length - 8);
  return buffer;
}

function processBlock(state: number[], words: number[]): void {
  const [a0, b0, c0, d0] = state as [number, number, number, number];
  let [a, b, c, d] = [a0, b0, c0, d0];
  // Each step updates one of a, b, c, d in turn; rotating the four names keeps the steps uniform.
  const step = (mix: number, word: number, constant: number, shift: number): void => {
    const next = rotateLeft((a + mix + word + constant) >>> 0, shift);
    [a, b, c, d] = [d, next, b, c];
  };
  for (let i = 0; i < 16; i += 1) {
    step((b & c) | (~b & d), words[i] ?? 0, 0, ROUND_1_SHIFTS[i % 4] ?? 0);
  }
  for (let i = 0; i < 16; i += 1) {
    step((b & c) | (b & d) | (c & d), words[ROUND_2_ORDER[i] ?? 0] ?? 0, ROUND_2_CONSTANT, ROUND_2_SHIFTS[i % 4] ?? 0);
  }
  for (let i = 0; i < 16; i += 1) {
    step(b ^ c ^ d, words[ROUND_3_ORDER[i] ?? 0] ?? 0, ROUND_3_CONSTANT, ROUND_3_SHIFTS[i % 4] ?? 0);
  }
  state[0] = (a0 + a) >>> 0;
  state[1] = (b0 + b) >>> 0;
  state[2] = (c0 + c) >>> 0;
  state[3] = (d0 + d) >>> 0;
}

/** The 16-byte MD4 digest of `message`. */
export function md4(message: Uint8Array): Buffer {
  const input = padded(message);
  const state: number[] = [...INITIAL_STATE];
  for (let offset = 0; offset < input.length; offset += 64) {
    const words = Array.from({ length: 16 }, (_, index) => input.readUInt32LE(offset + index * 4));
    processBlock(state, words);
  }
  const digest = Buffer.alloc(16);
  state.forEach((word, index) => digest.writeUInt32LE(word, index * 4));
  return digest;
}
