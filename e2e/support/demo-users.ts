export const DEMO_ROLES = ['admin', 'editor', 'viewer', 'commander', 'responder'] as const;

/** The people the demo workspace creates, one per role, with the passwords the server printed. */
export type DemoRole = (typeof DEMO_ROLES)[number];

export interface DemoUser {
  email: string;
  password: string;
  role: DemoRole;
}

const DEMO_USER_LINE = /^\s+(\S+@demo\.local)\s+(\S+)\s+\((admin|editor|viewer|commander|responder)\)\s*$/gm;

/** Reads the `  <email>  <password>  (<role>)` lines a first start with the demo workspace prints. */
export function readDemoUsers(serverOutput: string): Record<DemoRole, DemoUser> {
  const found: Partial<Record<DemoRole, DemoUser>> = {};
  for (const [, email, password, role] of serverOutput.matchAll(DEMO_USER_LINE)) {
    found[role as DemoRole] = { email: email!, password: password!, role: role as DemoRole };
  }
  const missing = DEMO_ROLES.filter((role) => !found[role]);
  if (missing.length > 0) throw new Error(`the server printed no demo user for ${missing.join(', ')}:\n${serverOutput}`);
  return found as Record<DemoRole, DemoUser>;
}

/** The demo users of a freshly started server, once its output has arrived (it prints them before it listens). */
export async function demoUsers(server: { output: () => string }, timeoutMs = 10_000): Promise<Record<DemoRole, DemoUser>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return readDemoUsers(server.output());
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
