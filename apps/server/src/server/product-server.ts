import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ensureFirstAdmin } from '../auth/identity/first-admin.service.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrator.ts';
import { demoSeeders } from '../demo/demo-seeders.ts';
import { closeDataDirToScripts } from '../exec/data-dir-privacy.ts';
import { ScriptRunner } from '../exec/script-runner.ts';
import { DemoWorkspaceService, type DemoOutcome } from '../demo/demo-workspace.service.ts';
import { createApp } from '../http/create-app.ts';
import type { RunContext, Worker } from '../modules/feature-module.ts';
import { runStartupSteps, startDemoActivities, startWorkers } from '../modules/module-runtime.ts';
import { FEATURE_MODULES } from '../modules.ts';
import { createRestEngine } from '../rest/rest-engine.ts';
import { serverPackageRoot } from './package-root.ts';
import { openWorkspaceDb } from './workspace-db.ts';

/** The built web app, beside the server package in the workspace. */
export const DEFAULT_WEB_DIR = join(serverPackageRoot(), '..', 'web', 'dist');

export interface ProductServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  demo: DemoOutcome;
  /** Stops taking requests, lets in-flight ones finish, then closes the database. Safe to call twice. */
  stop(): Promise<void>;
}

export interface ProductServerOptions {
  webDir?: string | undefined;
}

export async function startProductServer(config: AppConfig, options: ProductServerOptions = {}): Promise<ProductServer> {
  // An unusable EXEC_USER stops the start before anything is opened.
  const scripts = ScriptRunner.forConfig(config);
  const db = await openWorkspaceDb(config);
  let demoActivity: Worker | undefined;
  try {
    closeDataDirToScripts(config.dataDir, scripts);
    await migrate(db);
    // Before the demo, whose own admin user would otherwise count as the first administrator.
    await ensureFirstAdmin(db, config);
    const demo = await new DemoWorkspaceService(db, demoSeeders(config, FEATURE_MODULES)).ensure(config.demo);
    const dataApi = await createRestEngine(db, { schemas: ['public'] });
    // A demo workspace is for trying the product out: anyone may register there unless configured otherwise.
    const registration = config.registration ?? (demo.status === 'disabled' ? 'invite' : 'open');
    const app = await createApp({ config, db, dataApi, registration, webDir: options.webDir ?? DEFAULT_WEB_DIR, modules: FEATURE_MODULES });
    const context: RunContext = { db, config, logger: app.log, scripts };
    await runStartupSteps(FEATURE_MODULES, context);
    if (demo.status !== 'disabled') demoActivity = await startDemoActivities(FEATURE_MODULES, context);
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const workers = await startWorkers(FEATURE_MODULES, context);
    let stopping: Promise<void> | undefined;
    return {
      app,
      db,
      demo,
      url: `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${port}`,
      stop() {
        stopping ??= app
          .close()
          .finally(() => Promise.all([workers.stop(), demoActivity?.stop()]))
          .finally(() => db.close());
        return stopping;
      },
    };
  } catch (error) {
    await demoActivity?.stop().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
