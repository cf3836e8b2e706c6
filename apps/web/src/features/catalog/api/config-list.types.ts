import type { ConfigIdentity } from './config-identity.types.ts';

/** A row of the `configs` view as the catalog list selects it (spec 002 §7). */
export interface ConfigListItem extends ConfigIdentity {
  labels: Record<string, string> | null;
  tags: Record<string, string> | null;
  created_at: string | null;
  updated_at: string | null;
  deleted_at: string | null;
  cost_per_minute: number | null;
  cost_total_1d: number | null;
  cost_total_7d: number | null;
  cost_total_30d: number | null;
  changes: number | null;
  analysis: Record<string, number> | null;
}
