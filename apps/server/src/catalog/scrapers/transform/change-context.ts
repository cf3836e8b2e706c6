import type { ScrapedChange, ScrapedItem } from '../scrape-result.ts';

/** Finds the item a change is about among the items of the same scrape. */
export function itemIndex(items: readonly ScrapedItem[]): (change: ScrapedChange) => ScrapedItem | undefined {
  const byRef = new Map<string, ScrapedItem>();
  for (const item of items) for (const id of item.externalId) byRef.set(`${item.type}\u0000${id}`, item);
  return (change) => byRef.get(`${change.config.type}\u0000${change.config.externalId}`);
}

/** A reported change as config-db's change expressions see it (`change_type`, `details`, `config_type`, ...). */
export function changeContext(change: ScrapedChange, item: ScrapedItem | undefined): Record<string, unknown> {
  return {
    change_type: change.changeType,
    summary: change.summary ?? '',
    severity: change.severity ?? '',
    source: change.source ?? '',
    details: change.details ?? {},
    external_change_id: change.externalChangeId ?? '',
    external_created_by: change.externalCreatedBy ?? '',
    created_at: change.createdAt ?? null,
    config_type: change.config.type,
    external_id: change.config.externalId,
    config: item?.config ?? null,
  };
}
