import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '#src/db/db.ts';
import { DemoClusterConnectionRepository } from './demo-cluster-connection.repository.ts';
import { withRecentEvents } from '#src/demo/kubernetes-recording/recent-recorded-events.ts';
import { recordedKubernetesResources, startRecordedKubernetesApi } from '#src/demo/recorded-kubernetes-api.ts';
import { checkoutConfig, EDITED_SAMPLE_FILE, SAMPLE_CONFIG_FILES, SAMPLE_CONFIG_FOLDER } from '#src/demo/sample-configs/sample-config-files.ts';

/** How often the demo edits its checkout settings, so the catalog shows a change every few minutes. */
export const DEMO_EDIT_INTERVAL_MS = 3 * 60_000;

export interface DemoActivityLogger {
  warn(object: object, message: string): void;
}

export interface DemoActivity {
  stop(): Promise<void>;
}

/** Writes the sample files that are missing; files the user changed are left as they are. */
async function writeSampleFiles(folder: string): Promise<void> {
  for (const [path, content] of Object.entries(SAMPLE_CONFIG_FILES)) {
    const target = join(folder, path);
    if (existsSync(target)) continue;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/**
 * What keeps a demo workspace alive while the server runs: the sample files its file scraper reads
 * (one of them edited on a schedule), and the recorded Kubernetes cluster its kubernetes scraper
 * lists, served in process and reached through the demo's connection.
 */
export async function startDemoActivity(db: Db, dataDir: string, logger: DemoActivityLogger, editIntervalMs = DEMO_EDIT_INTERVAL_MS): Promise<DemoActivity> {
  const folder = join(dataDir, SAMPLE_CONFIG_FOLDER);
  await writeSampleFiles(folder);
  const cluster = await startRecordedKubernetesApi({ resources: withRecentEvents(recordedKubernetesResources(), new Date()) });
  await new DemoClusterConnectionRepository(db).point(cluster.kubeconfig);
  // The step follows the clock, so a restart carries on the cycle rather than starting it again.
  const edit = () =>
    writeFile(join(folder, EDITED_SAMPLE_FILE), checkoutConfig(Math.floor(Date.now() / editIntervalMs))).catch((error: unknown) =>
      logger.warn({ err: error }, 'the demo could not edit its sample checkout settings'),
    );
  const timer = setInterval(() => void edit(), editIntervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await cluster.close();
    },
  };
}
