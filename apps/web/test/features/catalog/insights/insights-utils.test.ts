import { describe, expect, it } from 'vitest';
import { insightsFilterParams } from '#src/features/catalog/utils/insights/insights-query.ts';
import { shortenMessage } from '#src/features/catalog/utils/insights/shorten-message.ts';

const NO_FILTERS = { status: '', severity: '', type: '', configType: '', analyzer: '', component: '' };

describe('insights query', () => {
  it('refuses to sort by anything but the observed dates', () => {
    const params = insightsFilterParams({ ...NO_FILTERS, pageIndex: 0, pageSize: 50, sortBy: 'analyzer', sortDesc: true });
    expect(params).not.toHaveProperty('order');
    expect(params).toMatchObject({ limit: '50', offset: '0' });
  });

  it('lowercases the severity and narrows to one config on its own page', () => {
    const params = insightsFilterParams({ ...NO_FILTERS, severity: 'Critical', configId: 'c1', pageIndex: 1, pageSize: 50 });
    expect(params).toMatchObject({ severity: 'eq.critical', config_id: 'eq.c1', offset: '50' });
  });
});

describe('insight message', () => {
  it('keeps messages of up to 500 characters whole and cuts longer ones', () => {
    expect(shortenMessage('a'.repeat(500))).toBe('a'.repeat(500));
    expect(shortenMessage('a'.repeat(501))).toBe(`${'a'.repeat(500)}…`);
    expect(shortenMessage(null)).toBe('');
  });
});
