export const LOCAL_FLAG_NOT_EDITABLE = 'Cannot edit local feature flags';

/** Local flags come from the server's own settings (file or environment) and win over stored ones. */
export function isLocalFlag(flag: { source: string }): boolean {
  return flag.source === 'local';
}
