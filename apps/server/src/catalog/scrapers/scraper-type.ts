import type { ResolvedConnection } from '#src/connections/resolved-connection.ts';
import type { ScriptRunner } from '#src/exec/script-runner.ts';
import { definePlugin, type Plugin, type PluginDefinition } from '#src/spec/plugin.ts';
import type { ScrapeResult } from './scrape-result.ts';

export interface ScraperContext {
  /** Aborted when the run's timeout passes or the server stops. */
  signal: AbortSignal;
  /** The scraper resource being run (config_scrapers.id). */
  scraperId: string;
  /** Looks a connection up by `connection://<namespace>/<name>` or name. */
  resolveConnection(reference: string): Promise<ResolvedConnection | undefined>;
  /** Runs scripts for the user, isolated from the server (exec); a scrape without it cannot run any. */
  scripts?: ScriptRunner | undefined;
}

/**
 * One kind of scraper (file, http, sql, kubernetes, exec, ...), in the one plug-in shape
 * (spec/plugin.ts): the schema of one entry of its list in a scraper spec (issues named under its
 * path, e.g. `spec.file[0].paths`), examples, and `run`, which scrapes. Each type lives in its own
 * folder, is made with `defineScraperType`, and is listed once in the registry.
 */
export type ScraperType<Spec = unknown> = Plugin<Spec, ScraperContext, ScrapeResult>;

/** A scraper type from its definition (`parse` derived from the schema). */
export function defineScraperType<Spec>(definition: PluginDefinition<Spec, ScraperContext, ScrapeResult>): ScraperType<Spec> {
  return definePlugin(definition);
}
