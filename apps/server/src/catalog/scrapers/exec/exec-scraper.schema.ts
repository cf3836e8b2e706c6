import { execEnvSchema } from '#src/exec/exec-env.schema.ts';
import { notSupportedKey, specObject, specString } from '#src/spec/spec-schema.ts';
import type { BaseScraperSpec } from '../base/base-scraper-spec.ts';
import { baseScraperShape, scraperValueField } from '../base/base-scraper.schema.ts';

/** An `exec` entry of a scraper spec after validation. */
export interface ExecScraperSpec extends BaseScraperSpec {
  /** Shell text, run with bash (sh where bash is missing). */
  script: string;
  env?: Record<string, string> | undefined;
}

/**
 * One `exec` entry, as config-db spells it: `script`, `env`, and the base fields. A document the
 * script prints has no natural id or type, so the spec says which JSONPath or literal gives them.
 * config-db's `connections`, `checkout`, `artifacts`, `setup` and `query` are not supported yet.
 */
export const execScraperSchema = specObject({
  ...baseScraperShape,
  id: scraperValueField({ required: true }),
  type: scraperValueField({ required: true }),
  script: specString({ required: true }),
  env: execEnvSchema,
  connections: notSupportedKey(),
  checkout: notSupportedKey(),
  artifacts: notSupportedKey(),
  setup: notSupportedKey(),
  query: notSupportedKey(),
}).transform(({ connections: _connections, checkout: _checkout, artifacts: _artifacts, setup: _setup, query: _query, ...entry }): ExecScraperSpec => entry);
