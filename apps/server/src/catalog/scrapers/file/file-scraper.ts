import { emptyScrapeResult, type ScrapeResult } from '../scrape-result.ts';
import { defineScraperType, type ScraperContext, type ScraperType } from '../scraper-type.ts';
import { extractConfigItems, type RawConfig } from '../base/config-item-extractor.ts';
import { readFileDocuments } from './file-documents.reader.ts';
import { fileScraperSchema } from './file-scraper.schema.ts';
import type { FileScraperSpec } from './file-scraper-spec.types.ts';
import { findGlobFiles } from './glob-files.finder.ts';

async function scrapeFiles(spec: FileScraperSpec, context: ScraperContext): Promise<ScrapeResult> {
  const result = emptyScrapeResult();
  const found = await findGlobFiles(spec.patterns, context.signal);
  result.errors.push(...found.errors);
  const raws: RawConfig[] = [];
  for (const file of found.files) {
    if (spec.ignore.some((pattern) => pattern.matcher.test(file))) continue;
    context.signal.throwIfAborted();
    try {
      raws.push(...(await readFileDocuments(file, spec.format)));
    } catch (error) {
      // One unreadable file must not hide the others.
      result.errors.push(`${file}: ${(error as Error).message}`);
    }
  }
  const extracted = extractConfigItems(raws, spec);
  result.items.push(...extracted.items);
  result.errors.push(...extracted.errors);
  return result;
}

/** Configuration files on the server's disk, found by globs: each document of each file an item. */
export const fileScraper: ScraperType<FileScraperSpec> = defineScraperType({
  type: 'file',
  schema: fileScraperSchema,
  examples: [
    'type: Demo::Service\nid: $.name\nname: $.name\npaths:\n  - /etc/vigil/services/*.json\n',
    { type: 'File::Config', paths: ['config/**/*.yaml'], ignore: ['config/old/*'], format: 'yaml' },
  ],
  run: scrapeFiles,
});
