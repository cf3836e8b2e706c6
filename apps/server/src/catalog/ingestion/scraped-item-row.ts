import type { ScrapedItem } from '../scrapers/scrape-result.ts';
import { sameJson } from './content-diff.ts';
import type { ItemRow, StoredItem } from './ingested-item.repository.ts';

const orNull = <T>(value: T | undefined): T | null => value ?? null;
const emptyToNull = (value: Record<string, string> | undefined) => (value && Object.keys(value).length > 0 ? value : null);

/** The columns a scraped item is stored with. */
export function scrapedItemRow(item: ScrapedItem): ItemRow {
  return {
    config_class: item.configClass,
    type: item.type,
    name: item.name,
    description: orNull(item.description),
    external_id: item.externalId,
    config: item.config ?? null,
    labels: emptyToNull(item.labels),
    tags: emptyToNull(item.tags),
    properties: item.properties && item.properties.length > 0 ? item.properties : null,
    status: orNull(item.status),
    health: orNull(item.health),
    ready: orNull(item.ready),
    icon: orNull(item.icon),
    cost_per_minute: orNull(item.cost?.perMinute),
    cost_total_1d: orNull(item.cost?.total1d),
    cost_total_7d: orNull(item.cost?.total7d),
    cost_total_30d: orNull(item.cost?.total30d),
    created_at: item.createdAt ? item.createdAt.toISOString() : null,
    deleted_at: item.deletedAt ? item.deletedAt.toISOString() : null,
    delete_reason: item.deletedAt ? orNull(item.deleteReason) : null,
  };
}

/** Whether storing `row` would change anything about `stored` (content, metadata, health, cost or deletion). */
export function rowDiffers(stored: StoredItem, row: ItemRow): boolean {
  const costs = [row.cost_per_minute, row.cost_total_1d, row.cost_total_7d, row.cost_total_30d];
  return (
    stored.name !== row.name ||
    stored.description !== row.description ||
    stored.configClass !== row.config_class ||
    stored.status !== row.status ||
    stored.health !== row.health ||
    stored.ready !== row.ready ||
    stored.icon !== row.icon ||
    (stored.deletedAt === null) !== (row.deleted_at === null) ||
    (row.deleted_at !== null && stored.deleteReason !== row.delete_reason) ||
    !sameJson(stored.externalId, row.external_id) ||
    costs.some((cost, index) => cost !== stored.costs[index]) ||
    !sameJson(stored.config, row.config) ||
    !sameJson(stored.labels, row.labels) ||
    !sameJson(stored.tags, row.tags) ||
    !sameJson(stored.properties, row.properties)
  );
}
