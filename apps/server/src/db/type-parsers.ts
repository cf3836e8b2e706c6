/**
 * PostgreSQL type oids whose text form both drivers turn into the same JavaScript value.
 * Counts (int8) and numerics become numbers: the platform's counts and costs fit in a double.
 */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

export function parseNumber(text: string): number {
  return Number(text);
}
