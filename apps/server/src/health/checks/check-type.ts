import type { ScriptRunner } from '../../exec/script-runner.ts';
import type { SpecIssue } from '../spec/spec-issue.ts';

/** What a check type's probe found, before the check's own test/display/transform expressions. */
export interface ProbeResult {
  /** The type's own verdict (e.g. response code and content matched). */
  pass: boolean;
  /** A short human message: what was found, or why it failed. */
  message: string;
  /** Set when the probe could not run at all (bad address, refused, timeout). */
  error?: string;
  /**
   * The variables the check's `test`, `display` and `transform` expressions see (e.g. http:
   * `code`, `headers`, `content`, `json`, `sslAge`; sql: `results`, `count`). `duration` is added
   * by the runner.
   */
  data: Record<string, unknown>;
}

export interface ProbeContext {
  /** Aborted when the check's timeout passes or the server stops. */
  signal: AbortSignal;
  /** Milliseconds the probe may take in all. */
  timeoutMs: number;
  /** Looks a connection up by `connection://<namespace>/<name>` or name, for secrets in specs. */
  resolveConnection(reference: string): Promise<ResolvedConnection | undefined>;
  /** Runs scripts for the user, isolated from the server (exec); a probe without it cannot run any. */
  scripts?: ScriptRunner | undefined;
}

export interface ResolvedConnection {
  type: string;
  url?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  properties: Record<string, unknown>;
  /**
   * Set for a connection the server serves itself (its own database): queries run in process
   * instead of through a URL.
   */
  query?: ((sql: string, timeoutMs: number) => Promise<Record<string, unknown>[]>) | undefined;
}

/**
 * One kind of check (http, tcp, dns, ...): validates its part of a canary spec and runs a probe.
 * Each type lives in its own file and is listed once in the registry.
 */
export interface CheckType<Spec extends CheckSpecBase = CheckSpecBase> {
  /** The key of the list in a canary spec (`http`, `tcp`, `dns`, ...); also `checks.type`. */
  readonly type: string;
  /**
   * Validates one entry of the type's list. `path` names where it sits (e.g. `spec.http[0]`), and
   * every issue names the field under it. Unknown keys are issues too.
   */
  parse(raw: unknown, path: string): { spec: Spec } | { issues: SpecIssue[] };
  /** The address the check probes, shown in lists and search (url, host:port, query, ...). */
  endpoint(spec: Spec): string | undefined;
  probe(spec: Spec, context: ProbeContext): Promise<ProbeResult>;
}

/** Fields every check entry has, whatever its type. */
export interface CheckSpecBase {
  name: string;
  description?: string | undefined;
  icon?: string | undefined;
  namespace?: string | undefined;
  labels?: Record<string, string> | undefined;
  /** Expressions applied to the probe's data: `{expr | javascript | jsonPath | template}`. */
  test?: ExpressionSpec | undefined;
  display?: ExpressionSpec | undefined;
  transform?: ExpressionSpec | undefined;
  /** Per-check timeout in milliseconds. */
  timeout?: number | undefined;
}

export interface ExpressionSpec {
  expr?: string | undefined;
  javascript?: string | undefined;
  jsonPath?: string | undefined;
  template?: string | undefined;
}
