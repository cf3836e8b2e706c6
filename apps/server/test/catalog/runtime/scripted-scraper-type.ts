import type { SpecIssue } from '../../../src/health/spec/spec-issue.ts';
import { isPlainObject } from '../../../src/health/spec/spec-reader.ts';
import { emptyScrapeResult, type ScrapeResult } from '../../../src/catalog/scrapers/scrape-result.ts';
import type { ScraperContext, ScraperType } from '../../../src/catalog/scrapers/scraper-type.ts';

export interface ScriptedEntry {
  name: string;
}

type Behaviour = (entry: ScriptedEntry, context: ScraperContext) => Promise<ScrapeResult>;

/** One item named after the entry. */
export const foundOne: Behaviour = async (entry) => ({
  ...emptyScrapeResult(),
  items: [{ type: 'Scripted::Thing', externalId: [entry.name], name: entry.name, configClass: 'Thing', config: { name: entry.name } }],
});

/** Never answers until the run is aborted. */
export const hangs: Behaviour = (_entry, context) =>
  new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }));

/**
 * A scraper type under the test's control, registered as `scripted`: entries `{ name }` (a `name`
 * is required, other keys are unknown), each scrape answered by the behaviour scripted for its name.
 */
export class ScriptedScrapers {
  readonly calls: string[] = [];
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly held: (() => void)[] = [];

  script(name: string, behaviour: Behaviour): void {
    this.behaviours.set(name, behaviour);
  }

  /** The entry's scrape waits until `releaseAll()`. */
  holdUntilReleased(name: string): void {
    this.script(name, async (entry, context) => {
      await new Promise<void>((resolve) => this.held.push(resolve));
      return foundOne(entry, context);
    });
  }

  releaseAll(): void {
    for (const release of this.held.splice(0)) release();
  }

  callsOf(name: string): number {
    return this.calls.filter((call) => call === name).length;
  }

  readonly type: ScraperType<ScriptedEntry> = {
    type: 'scripted',
    parse: (raw: unknown, path: string) => {
      const issues: SpecIssue[] = [];
      if (!isPlainObject(raw)) return { issues: [{ path, message: 'must be an object' }] };
      if (typeof raw.name !== 'string' || raw.name === '') issues.push({ path: `${path}.name`, message: 'name is required' });
      for (const key of Object.keys(raw)) if (key !== 'name') issues.push({ path: `${path}.${key}`, message: 'unknown key' });
      return issues.length > 0 ? { issues } : { spec: { name: raw.name as string } };
    },
    scrape: async (entry, context) => {
      this.calls.push(entry.name);
      return (this.behaviours.get(entry.name) ?? foundOne)(entry, context);
    },
  };

  readonly lookup = (key: string): ScraperType | undefined => (key === 'scripted' ? (this.type as ScraperType) : undefined);
}
