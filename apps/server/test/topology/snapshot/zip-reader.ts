import { inflateRawSync } from 'node:zlib';

/** One file read back from a zip: its name and bytes. */
export interface ZipFile {
  name: string;
  data: Buffer;
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * Reads a plain zip as an unzip tool does: the end record, then each central directory entry and
 * the local header it points at; stored and deflated entries. Throws on anything malformed, a
 * header pair that disagrees, or a CRC that does not match.
 */
export function readZip(archive: Buffer): ZipFile[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > archive.length) throw new Error('no end of central directory record');
  const count = archive.readUInt16LE(endAt + 10);
  const directorySize = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  if (at + directorySize !== endAt) throw new Error('the central directory does not end where the end record begins');
  const files: ZipFile[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${index} has no signature`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const skip = nameLength + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + skip;

    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`${name}: no local header`);
    if (archive.readUInt16LE(offset + 8) !== method || archive.readUInt32LE(offset + 14) !== crc) throw new Error(`${name}: local and central headers disagree`);
    const dataAt = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const body = archive.subarray(dataAt, dataAt + compressedSize);
    const data = method === 8 ? inflateRawSync(body) : method === 0 ? Buffer.from(body) : undefined;
    if (!data) throw new Error(`${name}: compression method ${method} is not stored or deflate`);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes, the header says ${size}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC does not match`);
    files.push({ name, data });
  }
  return files;
}
