import { describe, expect, it } from 'vitest';
import { isFeatureDisabled } from '../src/features.ts';

describe('feature disabling', () => {
  it("turns a feature off only when its '{feature}.disable' property is exactly 'true'", () => {
    expect(isFeatureDisabled({ 'logs.disable': 'true' }, 'logs')).toBe(true);
    expect(isFeatureDisabled({ 'logs.disable': 'false' }, 'logs')).toBe(false);
    expect(isFeatureDisabled({ 'logs.disable': 'TRUE' }, 'logs')).toBe(false);
    expect(isFeatureDisabled({}, 'logs')).toBe(false);
  });

  it('switches the settings pages of config, topology and health off with their parent', () => {
    expect(isFeatureDisabled({ 'config.disable': 'true' }, 'settings.config_scraper')).toBe(true);
    expect(isFeatureDisabled({ 'topology.disable': 'true' }, 'settings.topology')).toBe(true);
    expect(isFeatureDisabled({ 'health.disable': 'true' }, 'settings.health')).toBe(true);
    expect(isFeatureDisabled({ 'health.disable': 'true' }, 'settings.job_history')).toBe(true);
  });

  it('leaves the parent and unrelated features on when only a child is off', () => {
    const properties = { 'settings.health.disable': 'true' };
    expect(isFeatureDisabled(properties, 'settings.health')).toBe(true);
    expect(isFeatureDisabled(properties, 'health')).toBe(false);
    expect(isFeatureDisabled(properties, 'settings.job_history')).toBe(false);
    expect(isFeatureDisabled({ 'health.disable': 'true' }, 'settings.users')).toBe(false);
  });
});
