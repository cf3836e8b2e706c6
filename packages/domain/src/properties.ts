/**
 * Properties are the workspace's feature flags and settings (`{feature}.disable = true` switches a
 * feature off; see features.ts). Local ones come from the server's properties file or environment
 * and win over rows of the properties table.
 */
export type PropertySource = 'local' | 'db';

/** One entry of GET /api/properties. */
export interface PropertyEntry {
  name: string;
  value: string;
  source: PropertySource;
  description: string | null;
}

/** Property names: letters, digits, dots, dashes and underscores, e.g. `incidents.disable`. */
const PROPERTY_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/;

export function isPropertyName(value: unknown): value is string {
  return typeof value === 'string' && PROPERTY_NAME.test(value);
}
