import type { ScraperSpec } from '@vigil/domain';

/** What the editor saves: the scraper's name and spec. */
export interface ScraperInput {
  name: string;
  spec: ScraperSpec;
}
