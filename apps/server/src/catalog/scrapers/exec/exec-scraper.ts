import { DEFAULT_SCRIPT_TIMEOUT_MS } from '#src/exec/script-runner.ts';
import { extractConfigItems } from '../base/config-item-extractor.ts';
import { emptyScrapeResult, type ScrapeResult } from '../scrape-result.ts';
import { defineScraperType, type ScraperContext, type ScraperType } from '../scraper-type.ts';
import { documentsOfOutput } from './exec-output.reader.ts';
import { execScraperSchema, type ExecScraperSpec } from './exec-scraper.schema.ts';

/** The last line the script wrote to stderr: usually the reason it failed. */
const lastLine = (text: string) => text.trim().split('\n').at(-1) ?? '';

/**
 * Runs the script through the server's script runner (empty environment plus what the spec
 * declares, a folder of its own, a time limit; refused under EXEC=off) and turns what it printed
 * into items. A script that cannot run, fails or prints something else than JSON objects fails the
 * entry with the reason.
 */
async function scrapeExec(spec: ExecScraperSpec, context: ScraperContext): Promise<ScrapeResult> {
  if (!context.scripts) throw new Error('scripts cannot run here');
  const outcome = await context.scripts.run({ script: spec.script, env: spec.env, timeoutMs: DEFAULT_SCRIPT_TIMEOUT_MS, signal: context.signal });
  if (outcome.killed === 'time-limit') throw new Error(`the script timed out after ${DEFAULT_SCRIPT_TIMEOUT_MS}ms and was killed`);
  if (outcome.killed === 'aborted') throw new Error('the script was stopped: the run timed out or the server stopped');
  if (outcome.exitCode !== 0) {
    const detail = lastLine(outcome.stderr);
    throw new Error(`the script exited with code ${outcome.exitCode}${detail ? `: ${detail}` : ''}`);
  }
  if (outcome.truncated) throw new Error("the script's output was larger than the 1 MiB kept: print less");
  const raws = documentsOfOutput(outcome.stdout).map((config) => ({ config, defaults: {} }));
  const extracted = extractConfigItems(raws, spec);
  const result = emptyScrapeResult();
  result.items.push(...extracted.items);
  result.errors.push(...extracted.errors);
  return result;
}

/** A script's JSON output: each object it prints becomes an item; `id` and `type` come from the spec. */
export const execScraper: ScraperType<ExecScraperSpec> = defineScraperType({
  type: 'exec',
  schema: execScraperSchema,
  examples: [
    'type: Demo::Host\nid: $.name\nname: $.name\nscript: |\n  echo \'[{"name": "web-1", "zone": "a"}, {"name": "web-2", "zone": "b"}]\'\n',
    { type: 'Demo::Greeting', id: '$.id', script: 'printf \'{"id": "1", "text": "%s"}\' "$GREETING"', env: [{ name: 'GREETING', value: 'hello' }] },
  ],
  run: scrapeExec,
});
