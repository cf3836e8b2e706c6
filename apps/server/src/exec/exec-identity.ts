/** The unprivileged account scripts run as when the server runs as root. */
export interface ExecIdentity {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Finds an account by name in the text of an /etc/passwd file (`name:x:uid:gid:...` lines);
 * undefined when no well-formed line names it.
 */
export function findPasswdAccount(passwd: string, name: string): ExecIdentity | undefined {
  for (const line of passwd.split('\n')) {
    const [account, , uid, gid] = line.split(':');
    if (account !== name || uid === undefined || gid === undefined) continue;
    if (!/^\d+$/.test(uid) || !/^\d+$/.test(gid)) continue;
    return { name, uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}
