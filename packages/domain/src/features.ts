/** Feature keys that can be switched off with the `{feature}.disable` property (spec 000 §4, §6). */
export const SETTINGS_FEATURES = [
  'connections',
  'users',
  'teams',
  'rules',
  'config_scraper',
  'topology',
  'health',
  'job_history',
  'feature_flags',
  'logging_backends',
  'event_queue_status',
  'organization_profile',
  'notifications',
  'playbooks',
  'integrations',
] as const;

export const FEATURE_KEYS = [
  'topology',
  'health',
  'incidents',
  'config',
  'logs',
  'playbooks',
  'agents',
  ...SETTINGS_FEATURES.map((f) => `settings.${f}` as const),
] as const;

export type FeatureKey = (typeof FEATURE_KEYS)[number];

export function isFeatureKey(value: unknown): value is FeatureKey {
  return typeof value === 'string' && (FEATURE_KEYS as readonly string[]).includes(value);
}
