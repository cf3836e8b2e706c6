import type { CheckType } from './check-type.ts';

/** Every check type the server can run, each defined in its own file. Add new types here. */
export const CHECK_TYPES: readonly CheckType[] = [];

export function findCheckType(type: string): CheckType | undefined {
  return CHECK_TYPES.find((t) => t.type === type);
}
