import { emptyScrapeResult, type ScrapeResult } from '#src/catalog/scrapers/scrape-result.ts';
import { defineScraperType, type ScraperContext, type ScraperType } from '#src/catalog/scrapers/scraper-type.ts';
import { specObject, specString } from '#src/spec/spec-schema.ts';

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

  readonly type: ScraperType<ScriptedEntry> = defineScraperType({
    type: 'scripted',
    schema: specObject({ name: specString({ required: true }) }),
    examples: [{ name: 'one' }],
    run: async (entry, context) => {
      this.calls.push(entry.name);
      return (this.behaviours.get(entry.name) ?? foundOne)(entry, context);
    },
  });

  readonly lookup = (key: string): ScraperType | undefined => (key === 'scripted' ? (this.type as ScraperType) : undefined);
}
