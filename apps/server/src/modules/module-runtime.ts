import { startEventConsumer } from '../events/start-event-consumer.ts';
import type { FeatureModule, RunContext, Worker } from './feature-module.ts';

/** One worker standing for several: stopping it stops them all. */
function allOf(workers: readonly Worker[]): Worker {
  return {
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}

/** Runs every module's start-up steps, one after the other in the order of the list; the first failure stops the start. */
export async function runStartupSteps(modules: readonly FeatureModule[], context: RunContext): Promise<void> {
  for (const module of modules) {
    for (const step of module.startup ?? []) await step(context);
  }
}

/** Starts the demo activity of every module; one that fails is logged and left out, as the product runs without it. */
export async function startDemoActivities(modules: readonly FeatureModule[], context: RunContext): Promise<Worker> {
  const started: Worker[] = [];
  for (const module of modules) {
    const activity = module.demo?.activity;
    if (!activity) continue;
    const worker = await activity(context).catch((error: unknown) => {
      context.logger.warn({ err: error }, `the demo activity of the ${module.name} module could not be started`);
      return undefined;
    });
    if (worker) started.push(worker);
  }
  return allOf(started);
}

/** Starts every module's workers; when one cannot start, those already started are stopped again. */
export async function startWorkers(modules: readonly FeatureModule[], context: RunContext): Promise<Worker> {
  const started: Worker[] = [];
  try {
    for (const module of modules) {
      for (const start of module.workers ?? []) started.push(start(context));
    }
    const handlers = modules.flatMap((module) => module.eventHandlers?.(context) ?? []);
    if (handlers.length > 0) {
      started.push(startEventConsumer(context.db, { handlers, logger: context.logger, listenUrl: context.config.databaseUrl }));
    }
  } catch (error) {
    await allOf(started).stop();
    throw error;
  }
  return allOf(started);
}
