import type { FastifyBaseLogger } from 'fastify';
import type { LogSearchAnswer, LogSearchRequest } from '@vigil/domain';
import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import type { Db } from '#src/db/db.ts';
import type { ScriptRunner } from '#src/exec/script-runner.ts';
import type { MailMessage } from '#src/mail/mailer.ts';
import { definePlugin, type Plugin, type PluginDefinition } from '#src/spec/plugin.ts';

/** A file an action leaves behind, kept with the run and downloadable from its detail. */
export interface ActionArtifact {
  /** The file's name as the user sees it (its path inside the action's folder). */
  path: string;
  contentType: string;
  content: Buffer;
}

/** What the engine hands an action while it runs. The spec the action gets is already templated. */
export interface ActionContext {
  /** Aborted when the action's or the run's timeout passes, the run is cancelled, or the server stops. */
  signal: AbortSignal;
  /** Milliseconds the action may take in all. */
  timeoutMs: number;
  db: Db;
  logger: FastifyBaseLogger;
  /** `connection://<namespace>/<name>` or a connection's name. */
  resolveConnection: ConnectionResolver;
  /** Runs scripts for users, isolated from the server (exec). */
  scripts: ScriptRunner;
  /**
   * What templates of the run see, also what an `exec` action's script may read as environment:
   * `{ params, config?, check?, component?, playbook, run, user?, env }` (decision 0061).
   */
  env: Readonly<Record<string, unknown>>;
  /** Sends mail through the server's relay (SMTP_URL): a notification without an SMTP connection of its own (decision 0062). */
  mail?: { delivers: boolean; send(message: MailMessage): Promise<void> } | undefined;
  /** Searches logs as `POST /api/logs` does, filled by the server from the logs module (decision 0062); absent, `logs` actions fail. */
  searchLogs?: ((request: LogSearchRequest) => Promise<LogSearchAnswer>) | undefined;
}

/** What an action answers: its result (stored in `playbook_run_actions.result`) and files to keep. */
export interface ActionOutcome {
  /** `{stdout, stderr, exitCode}` for scripts, `{status, headers, body}` for http, `{rows, count}` for sql, ... */
  result: Record<string, unknown>;
  artifacts?: ActionArtifact[] | undefined;
}

/**
 * An action that did not do its work: the run's retry policy decides what follows. Its message is
 * stored as the action's `error`; what it did produce (a script's output) is kept as its result.
 */
export class ActionFailedError extends Error {
  constructor(
    message: string,
    readonly partial?: ActionOutcome | undefined,
  ) {
    super(message);
    this.name = 'ActionFailedError';
  }
}

/**
 * One kind of playbook action (exec, http, sql, notification, gitops, logs), in the plug-in shape
 * of check types (spec/plugin.ts): `type` is the key an action of the spec carries (`exec: {...}`),
 * `schema` validates that key's value, `run` does the work and throws ActionFailedError on failure.
 */
export type PlaybookAction<Spec = unknown> = Plugin<Spec, ActionContext, ActionOutcome>;

/** A playbook action from its definition (`parse` derived from the schema). */
export function definePlaybookAction<Spec>(definition: PluginDefinition<Spec, ActionContext, ActionOutcome>): PlaybookAction<Spec> {
  return definePlugin(definition);
}
