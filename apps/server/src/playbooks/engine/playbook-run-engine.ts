import { randomUUID } from 'node:crypto';
import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import { startPollingLoop } from '#src/jobs/polling-loop.ts';
import { Mailer } from '#src/mail/mailer.ts';
import type { RunContext, Worker } from '#src/modules/feature-module.ts';
import { PLAYBOOK_ACTIONS } from '../actions/action-registry.ts';
import type { ActionContext, PlaybookAction } from '../actions/playbook-action.ts';
import { PlaybookRunExecutor } from './playbook-run.executor.ts';
import { PlaybookRunRepository } from './playbook-run.repository.ts';
import { listenForDueRuns, type RunWakeups } from './run-wakeups.ts';

export interface PlaybookRunEngineOptions {
  /** How often due runs are looked for when nothing woke the engine. */
  intervalMs?: number | undefined;
  /** How long a claim holds without renewal: a run whose engine died is taken over after it. */
  leaseSeconds?: number | undefined;
  /** How often a running run's claim is renewed and its status read (a cancel is noticed within it). */
  heartbeatMs?: number | undefined;
  /** Runs carried at once by this engine. */
  maxConcurrentRuns?: number | undefined;
  /** PostgreSQL: the database's address, to be woken as soon as a run is due. */
  listenUrl?: string | undefined;
  resolveConnection?: ConnectionResolver | undefined;
  /** Log search for `logs` actions (the logs module's, handed in by the composition root). */
  searchLogs?: ActionContext['searchLogs'];
  /** The action types; the registry of every type unless a test narrows it. */
  findAction?: ((type: string) => PlaybookAction | undefined) | undefined;
}

export const RUN_POLL_INTERVAL_MS = 1000;
export const RUN_LEASE_SECONDS = 30;
export const RUN_HEARTBEAT_MS = 1000;
export const MAX_CONCURRENT_RUNS = 10;

export interface PlaybookRunEngine extends Worker {
  /** Looks for due runs now. */
  wake(): void;
  /** Whether due runs wake the engine (PostgreSQL LISTEN or the embedded database's notifications). */
  readonly listening: Promise<boolean>;
  /** Lets go of everything as a killed server would: actions are aborted, nothing is written (tests). */
  abandon(): Promise<void>;
}

/**
 * Carries playbook runs on this server (decision 0061): claims due runs with SKIP LOCKED and a
 * lease (any number of replicas, each run carried by one at a time, each action run once), woken when
 * a run is due now and polling every second for sleeping and retrying runs and expired leases.
 */
export function startPlaybookRunEngine(context: RunContext, options: PlaybookRunEngineOptions = {}): PlaybookRunEngine {
  const { db, logger, scripts } = context;
  const claimId = randomUUID();
  const leaseSeconds = options.leaseSeconds ?? RUN_LEASE_SECONDS;
  const maxRuns = options.maxConcurrentRuns ?? MAX_CONCURRENT_RUNS;
  const runs = new PlaybookRunRepository(db);
  const inFlight = new Set<{ executor: PlaybookRunExecutor; done: Promise<void> }>();
  let closed = false;

  const deps = {
    db,
    logger,
    scripts,
    resolveConnection: options.resolveConnection ?? createConnectionResolver(db),
    mail: new Mailer({ smtpUrl: context.config.smtpUrl, from: context.config.smtpFrom, logger }),
    searchLogs: options.searchLogs,
    findAction: options.findAction ?? ((type: string) => PLAYBOOK_ACTIONS.find(type)),
    actionTypes: () => PLAYBOOK_ACTIONS.types(),
    claimId,
    leaseSeconds,
    heartbeatMs: options.heartbeatMs ?? RUN_HEARTBEAT_MS,
    wake: () => loop.wake(),
  };

  const pass = async (): Promise<void> => {
    await runs.cancelWaitingActions();
    while (!closed && inFlight.size < maxRuns) {
      const run = await runs.claim(claimId, leaseSeconds);
      if (!run) return;
      const executor = new PlaybookRunExecutor(run, deps);
      const entry = { executor, done: Promise.resolve() };
      entry.done = executor
        .execute()
        .catch((error: unknown) => logger.error({ err: error, runId: run.id }, 'a playbook run stopped on an unexpected error'))
        .finally(() => {
          inFlight.delete(entry);
          loop.wake();
        });
      inFlight.add(entry);
    }
  };

  const loop = startPollingLoop(pass, options.intervalMs ?? RUN_POLL_INTERVAL_MS, (error) =>
    logger.error({ err: error }, 'the playbook run engine could not claim runs'),
  );
  const wakeups: Promise<RunWakeups | undefined> = listenForDueRuns(
    db,
    options.listenUrl ?? context.config.databaseUrl,
    () => loop.wake(),
    (error) => logger.warn({ err: error }, 'stopped listening for due playbook runs; polling still finds them'),
  ).catch((error: unknown) => {
    logger.warn({ err: error }, 'could not listen for due playbook runs; polling still finds them');
    return undefined;
  });

  const halt = async (reason: 'stopping' | 'abandoned'): Promise<void> => {
    closed = true;
    await loop.stop();
    for (const { executor } of inFlight) executor.stop(reason);
    await Promise.all([...inFlight].map((entry) => entry.done));
    await wakeups.then((listener) => listener?.close()).catch(() => undefined);
  };
  let stopping: Promise<void> | undefined;
  return {
    wake: () => loop.wake(),
    listening: wakeups.then((listener) => listener !== undefined),
    stop: () => (stopping ??= halt('stopping')),
    abandon: () => (stopping ??= halt('abandoned')),
  };
}
