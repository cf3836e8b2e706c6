import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS, isFeatureKey } from '../src/features.ts';

describe('feature keys', () => {
  it('holds the top-level areas and every settings.* key of the spec', () => {
    expect(FEATURE_KEYS.slice(0, 7)).toEqual(['topology', 'health', 'incidents', 'config', 'logs', 'playbooks', 'agents']);
    expect(FEATURE_KEYS).toHaveLength(7 + 15);
    expect(isFeatureKey('settings.event_queue_status')).toBe(true);
    expect(isFeatureKey('settings')).toBe(false);
    expect(isFeatureKey('catalog')).toBe(false);
  });
});
