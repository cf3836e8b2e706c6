import type { DemoSeeder } from '#src/demo/demo-seeder.ts';
import { DEMO_MAIL_CONNECTION, DemoMailConnectionRepository } from './demo-mail-connection.repository.ts';

/**
 * The demo's email connection (to the demo's mail sink, which writes to the log), a notification on
 * the demo's failing-on-purpose check sent through it, so its send history fills as the check runs,
 * and one silence on another demo canary.
 */
export const notificationsDemoSeeder: DemoSeeder = {
  name: 'notifications',
  async seed(tx) {
    await new DemoMailConnectionRepository(tx).create();
    await tx.query(
      `INSERT INTO notifications (name, namespace, title, events, filter, custom_services, repeat_interval, source)
       VALUES ('closed-port-failures', 'demo', 'Demo: {{.check.name}} has failed', ARRAY['check.failed'],
               'canary.name == ''fails-on-purpose''', $1::jsonb, '1h', 'UI')`,
      [JSON.stringify([{ connection: `connection://${DEMO_MAIL_CONNECTION.namespace}/${DEMO_MAIL_CONNECTION.name}`, name: DEMO_MAIL_CONNECTION.name }])],
    );
    await tx.query(
      `INSERT INTO notification_silences (namespace, description, "from", until, recursive, canary_id, source)
       SELECT 'demo', 'Demo: planned maintenance of ' || c.name, now(), now() + interval '7 days', true, c.id, 'UI'
       FROM canaries c WHERE c.namespace = 'demo' AND c.name <> 'fails-on-purpose' AND c.deleted_at IS NULL
       ORDER BY c.created_at LIMIT 1`,
    );
  },
};
