/** Names a configuration item the way its source knows it: its type and one of its external ids. */
export interface ConfigRef {
  type: string;
  externalId: string;
}

/** One configuration item as a scraper found it, before it is matched with what is stored. */
export interface ScrapedItem {
  /** `Provider::Kind`, e.g. `Kubernetes::Pod`, `File::Config`. */
  type: string;
  /** The ids the source knows it by; the first one identifies it. Never empty. */
  externalId: string[];
  name: string;
  /** A broad class (`Pod`, `Database`, `File`, ...); the kind part of the type when not given. */
  configClass: string;
  /** The item's content: an object, or text for formats that are not JSON. */
  config: unknown;
  description?: string | undefined;
  labels?: Record<string, string> | undefined;
  tags?: Record<string, string> | undefined;
  properties?: ConfigProperty[] | undefined;
  status?: string | undefined;
  health?: ConfigHealth | undefined;
  ready?: boolean | undefined;
  icon?: string | undefined;
  parent?: ConfigRef | undefined;
  /** When the source says the item was created. */
  createdAt?: Date | undefined;
  /** The source says the item is gone. */
  deletedAt?: Date | undefined;
  deleteReason?: string | undefined;
  cost?: ConfigCost | undefined;
}

export type ConfigHealth = 'healthy' | 'unhealthy' | 'warning' | 'unknown';

export interface ConfigProperty {
  name: string;
  text?: string | undefined;
  value?: number | undefined;
  headline?: boolean | undefined;
}

export interface ConfigCost {
  perMinute?: number | undefined;
  total1d?: number | undefined;
  total7d?: number | undefined;
  total30d?: number | undefined;
}

/** A change the source reports itself (an event, an audit entry); content diffs are computed on ingestion. */
export interface ScrapedChange {
  config: ConfigRef;
  /** Same id again = the same change seen again: its count goes up instead of a new row. */
  externalChangeId?: string | undefined;
  changeType: string;
  severity?: string | undefined;
  source?: string | undefined;
  summary?: string | undefined;
  details?: Record<string, unknown> | undefined;
  createdAt?: Date | undefined;
  externalCreatedBy?: string | undefined;
}

/** An insight about an item (config_analysis); one not reported again is resolved in time. */
export interface ScrapedAnalysis {
  config: ConfigRef;
  analyzer: string;
  analysisType: string;
  severity: string;
  summary?: string | undefined;
  message?: string | undefined;
  analysis?: Record<string, unknown> | undefined;
  source?: string | undefined;
}

/** A soft link between two items (`relation` other than `hard`; parents are given by `ScrapedItem.parent`). */
export interface ScrapedRelationship {
  from: ConfigRef;
  to: ConfigRef;
  relation: string;
}

/** Everything one run of one scraper found. */
export interface ScrapeResult {
  items: ScrapedItem[];
  changes: ScrapedChange[];
  analysis: ScrapedAnalysis[];
  relationships: ScrapedRelationship[];
  /** Problems that did not stop the run (an unreadable file, a failed page): shown in job history. */
  errors: string[];
}

export function emptyScrapeResult(): ScrapeResult {
  return { items: [], changes: [], analysis: [], relationships: [], errors: [] };
}
