import type { DemoSeeder } from '#src/demo/demo-seeder.ts';

/** The demo team of the workspace seeder, whose members get the demo's mail. */
const DEMO_TEAM = 'Platform';

/**
 * A notification on the demo's failing-on-purpose check for the demo team (mail through the
 * server's relay: the log, or SMTP_URL when set), so its send history fills as the check runs, and
 * one silence on another demo canary.
 */
export const notificationsDemoSeeder: DemoSeeder = {
  name: 'notifications',
  async seed(tx) {
    await tx.query(
      `INSERT INTO notifications (name, namespace, title, events, filter, team_id, repeat_interval, source)
       SELECT 'closed-port-failures', 'demo', 'Demo: {{.check.name}} has failed', ARRAY['check.failed'],
              'canary.name == ''fails-on-purpose''', t.id, '1h', 'UI'
       FROM teams t WHERE t.name = $1 AND t.deleted_at IS NULL`,
      [DEMO_TEAM],
    );
    await tx.query(
      `INSERT INTO notification_silences (namespace, description, "from", until, recursive, canary_id, source)
       SELECT 'demo', 'Demo: planned maintenance of ' || c.name, now(), now() + interval '7 days', true, c.id, 'UI'
       FROM canaries c WHERE c.namespace = 'demo' AND c.name <> 'fails-on-purpose' AND c.deleted_at IS NULL
       ORDER BY c.created_at LIMIT 1`,
    );
  },
};
