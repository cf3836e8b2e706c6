import type { Db } from '#src/db/db.ts';
import type { Worker } from '#src/modules/feature-module.ts';
import { DemoMailConnectionRepository } from './demo-mail-connection.repository.ts';
import { startDemoMailSink } from './demo-mail-sink.ts';

export interface DemoMailLogger {
  info(object: object, message: string): void;
}

/**
 * Runs the demo's mail server while a demo workspace runs and points the demo's email connection
 * at it: what the demo notification sends arrives over SMTP and is written to the server log.
 */
export async function startDemoMailActivity(db: Db, logger: DemoMailLogger): Promise<Worker> {
  const sink = await startDemoMailSink((mail) =>
    logger.info({ mail: { from: mail.from, to: mail.to, subject: mail.subject } }, `Demo mail to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text}`),
  );
  await new DemoMailConnectionRepository(db).point(sink.port);
  return { stop: () => sink.close() };
}
