import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { IdentityDirectory } from '../auth/auth-contracts.ts';
import type { CallerChangeBus } from '../auth/caller-changes/caller-change-bus.ts';
import type { AccessTokenService } from '../auth/tokens/access-token.service.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { DemoSeeder } from '../demo/demo-seeder.ts';
import type { EventHandler } from '../events/event-handler.ts';
import type { ScriptRunner } from '../exec/script-runner.ts';
import type { SpecRules } from '../rest/spec-writes/spec-write.validator.ts';
import type { WriteTransform } from '../rest/spec-writes/write-transform.ts';
import type { SpecKind } from '../spec/spec-kind-schema.ts';

/** What the kernel offers the routes of every module; they are registered behind the access layer. */
export interface ModuleContext {
  db: Db;
  config: AppConfig;
  /** Access tokens: the access layer authenticates with them; agents and kubeconfig hand them out. */
  tokens: AccessTokenService;
  /** Where changes that affect a caller (roles, deactivation, revocation) are announced to every replica. */
  callerChanges: CallerChangeBus;
  /** The identity module's invitations and sessions of a person. */
  directory: IdentityDirectory;
  /** Runs scripts for users as EXEC and EXEC_USER allow. */
  scripts: ScriptRunner;
}

/** What the kernel offers start-up steps, workers and demo activity, once the database is migrated. */
export interface RunContext {
  db: Db;
  config: AppConfig;
  logger: FastifyBaseLogger;
  scripts: ScriptRunner;
}

/** Something running in the background; the server stops it before closing the database. */
export interface Worker {
  stop(): Promise<void>;
}

/** The configuration a module's demo seeders read. */
export type DemoConfig = Pick<AppConfig, 'host' | 'port' | 'dataDir'>;

/**
 * One feature of the server, as the composition root (`src/modules.ts`) lists it. Every part is
 * optional: a feature declares what it has, and the HTTP app, the data API, the server's start-up
 * and the demo workspace are built from the list.
 */
export interface FeatureModule {
  readonly name: string;
  /** Its native routes: a Fastify plugin whose options are the kernel's context. */
  readonly routes?: FastifyPluginAsync<ModuleContext>;
  /** The spec kinds it reads, served as JSON Schemas at /api/schemas/<kind>.schema.json. */
  readonly specKinds?: readonly SpecKind[];
  /** How specs written to its tables through /api/db are checked. */
  readonly specRules?: (config: AppConfig) => readonly SpecRules[];
  /** How /api/db writes to its tables are changed before their SQL is built (defaults, encrypted secrets). */
  readonly dataApiWriteTransforms?: (config: AppConfig) => readonly WriteTransform[];
  /** Settings every /api/db write carries, read by the triggers of its tables. */
  readonly dataApiWriteSettings?: (config: AppConfig) => Readonly<Record<string, string>>;
  /** Run once before the server listens (e.g. applying spec files from a folder); a failure stops the start. */
  readonly startup?: readonly ((context: RunContext) => Promise<void>)[];
  /** Background loops started once the server listens (schedulers, maintenance). */
  readonly workers?: readonly ((context: RunContext) => Worker)[];
  /** What it does with events of the queue (`event_queue`); one consumer per server runs every module's handlers. */
  readonly eventHandlers?: (context: RunContext) => readonly EventHandler[];
  readonly demo?: {
    /** Its part of a demo workspace, seeded once per workspace. */
    readonly seeders: (config: DemoConfig) => readonly DemoSeeder[];
    /** What keeps its demo data alive while a demo workspace runs; started before the server listens. */
    readonly activity?: (context: RunContext) => Promise<Worker>;
  };
}
