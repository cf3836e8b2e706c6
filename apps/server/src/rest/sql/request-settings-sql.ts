import type { SqlParams } from './sql-params.ts';

/** Transaction-local settings for the statements of one transaction, as one statement of its own. */
export function setConfigStatement(settings: Readonly<Record<string, string>>, p: SqlParams): string {
  return `SELECT set_config(_s.key, _s.value, true) FROM jsonb_each_text(${p.jsonb(settings)}) AS _s`;
}

/**
 * `sql` (one SELECT) applying `settings` itself, transaction-local, before any other part of it
 * runs, so a single statement needs no BEGIN, separate set_config or COMMIT around it.
 *
 * The settings are an uncorrelated scalar subquery in a WHERE without columns: PostgreSQL plans it
 * as an InitPlan gating the whole statement (a "One-Time Filter" on the top Result node), which the
 * executor evaluates before it asks the statement for its first row. Views, functions and triggers
 * reached by `sql` therefore see the settings, and `transaction_read_only` set this way refuses any
 * write the statement attempts (a volatile function called by a GET, say). set_config with
 * is_local = true outside a transaction block lasts for the statement's implicit transaction only.
 */
export function withSettingsApplied(sql: string, settings: Readonly<Record<string, string>>, p: SqlParams): string {
  const apply = `(SELECT count(set_config(_s.key, _s.value, true)) FROM jsonb_each_text(${p.jsonb(settings)}) AS _s)`;
  return `SELECT _r.* FROM (${sql}) AS _r WHERE ${apply} IS NOT NULL`;
}
