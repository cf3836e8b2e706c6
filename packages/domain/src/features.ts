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

/** Features that are switched off whenever their parent is (spec 000 §4). */
export const FEATURE_PARENTS: Readonly<Partial<Record<FeatureKey, FeatureKey>>> = {
  'settings.config_scraper': 'config',
  'settings.topology': 'topology',
  'settings.health': 'health',
  'settings.job_history': 'health',
};

/** The property that switches a feature off when it holds 'true'. */
export function featureDisableProperty(feature: FeatureKey): string {
  return `${feature}.disable`;
}

/**
 * Whether a feature is off, given the properties by name: its own `{feature}.disable` is 'true',
 * or its parent's is.
 */
export function isFeatureDisabled(properties: Readonly<Record<string, string | undefined>>, feature: FeatureKey): boolean {
  if (properties[featureDisableProperty(feature)] === 'true') return true;
  const parent = FEATURE_PARENTS[feature];
  return parent !== undefined && isFeatureDisabled(properties, parent);
}
