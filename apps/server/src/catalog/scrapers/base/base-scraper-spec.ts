/**
 * Fields every scraper entry has, as config-db spells them: where an item's id, type, class and name
 * come from (a JSONPath starting with `$`, or a literal), `items` to split one document into many,
 * and labels/tags added to every item.
 */
export interface BaseScraperSpec {
  id?: string | undefined;
  type?: string | undefined;
  class?: string | undefined;
  name?: string | undefined;
  /** A JSONPath whose matches each become an item. */
  items?: string | undefined;
  labels?: Record<string, string> | undefined;
  tags?: Record<string, string> | undefined;
}
