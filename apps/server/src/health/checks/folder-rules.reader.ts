import { parseDuration } from '../../jobs/parse-duration.ts';
import type { SpecReader } from '../spec/spec-reader.ts';
import { parseByteSize } from './folder-size.ts';

/** Age limits in milliseconds and size limits in bytes. */
export interface FolderLimits {
  minAge?: number | undefined;
  maxAge?: number | undefined;
  minSize?: number | undefined;
  maxSize?: number | undefined;
}

function readAge(reader: SpecReader, key: string): number | undefined {
  const value = reader.raw(key);
  if (value === undefined) return undefined;
  const ms = typeof value === 'string' ? parseDuration(value) : undefined;
  if (ms === undefined) reader.issue(key, 'must be a duration such as 30m, 12h or 7d');
  return ms;
}

function readSize(reader: SpecReader, key: string): number | undefined {
  const value = reader.raw(key);
  if (value === undefined) return undefined;
  const bytes = parseByteSize(value);
  if (bytes === undefined) reader.issue(key, 'must be a size such as 512, 10Ki, 10Mi or 1Gi');
  return bytes;
}

/** Reads `minAge`, `maxAge`, `minSize` and `maxSize` from a folder check or its `filter`. */
export function readFolderLimits(reader: SpecReader): FolderLimits {
  return {
    minAge: readAge(reader, 'minAge'),
    maxAge: readAge(reader, 'maxAge'),
    minSize: readSize(reader, 'minSize'),
    maxSize: readSize(reader, 'maxSize'),
  };
}
