import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import type { ScriptRunner } from '#src/exec/script-runner.ts';
import type { SelectConfigItems } from '#src/selectors/config-item-selection.repository.ts';
import type { ExpressionSpec } from '#src/expressions/expression-spec.ts';
import type { RelationshipSelectorTemplate } from '#src/selectors/relationship-selector.schema.ts';
import { definePlugin, type Plugin, type PluginDefinition } from '#src/spec/plugin.ts';

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
  /** Selects items of the catalog by resource selectors (catalog); a probe without it cannot select any. */
  selectConfigItems?: SelectConfigItems | undefined;
}

/**
 * One kind of check (http, tcp, dns, ...), in the one plug-in shape (spec/plugin.ts): the schema of
 * one entry of its list in a canary spec, examples, and `run`, which probes. Each type lives in its
 * own file, is made with `definePlugin`, and is listed once in the registry.
 */
export interface CheckType<Spec extends CheckSpecBase = CheckSpecBase> extends Plugin<Spec, ProbeContext, ProbeResult> {
  /** The address the check probes, shown in lists and search (url, host:port, query, ...). */
  endpoint(spec: Spec): string | undefined;
}

/** What a check type's file writes: the plug-in definition and `endpoint`. */
export type CheckTypeDefinition<Spec extends CheckSpecBase> = PluginDefinition<Spec, ProbeContext, ProbeResult> & Pick<CheckType<Spec>, 'endpoint'>;

/** A check type from its definition (`parse` derived from the schema). */
export function defineCheckType<Spec extends CheckSpecBase>(definition: CheckTypeDefinition<Spec>): CheckType<Spec> {
  return definePlugin(definition);
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
  /** The config items and components the check watches, linked to it after each run. */
  relationships?: CheckRelationships | undefined;
}

/** A check's `relationships`: selectors of the config items and components it is linked to. */
export interface CheckRelationships {
  configs: RelationshipSelectorTemplate[];
  components: RelationshipSelectorTemplate[];
}
