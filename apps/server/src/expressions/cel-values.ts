import { isCelList, isCelMap, isCelUint, type CelInput, type CelValue } from '@bufbuild/cel';

/**
 * Probe data arrives as plain JSON-like values. Whole numbers become CEL `int` so that
 * canary expressions such as `code + 1` or `size(x) == count` type-check as they do elsewhere;
 * other numbers stay `double`.
 */
export function toCelInput(value: unknown): CelInput {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : value;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return value;
  if (Array.isArray(value)) return value.map(toCelInput);
  if (typeof value === 'object') {
    const entries: Record<string, CelInput> = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) entries[key] = toCelInput(item);
    }
    return entries;
  }
  return String(value);
}

/** Turns a CEL result into plain JSON-friendly JavaScript values (ints become numbers). */
export function fromCelValue(value: CelValue): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return bigintToNumber(value);
  if (isCelUint(value)) return bigintToNumber(value.value);
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  if (isCelList(value)) return Array.from(value, fromCelValue);
  if (isCelMap(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of value) result[String(isCelUint(key) ? key.value : key)] = fromCelValue(item);
    return result;
  }
  return fromWellKnownMessage(value);
}

function bigintToNumber(value: bigint): number | string {
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}

/** Timestamps and durations come back as protobuf messages; users expect ISO text and `1.5s`. */
function fromWellKnownMessage(value: object): unknown {
  const message = (value as { message?: { $typeName?: string; seconds?: bigint; nanos?: number } }).message;
  const typeName = message?.$typeName;
  const seconds = Number(message?.seconds ?? 0n);
  const nanos = message?.nanos ?? 0;
  if (typeName === 'google.protobuf.Timestamp') return new Date(seconds * 1000 + Math.trunc(nanos / 1e6)).toISOString();
  if (typeName === 'google.protobuf.Duration') return `${seconds + nanos / 1e9}s`;
  return String(value);
}
