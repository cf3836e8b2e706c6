import { describe, expect, it } from 'vitest';
import { costTrend, formatCost } from '../src/cost.ts';

describe('cost', () => {
  it('writes costs of 10 or less with 2 decimals and larger ones without', () => {
    expect(formatCost(10)).toBe('$10.00');
    expect(formatCost(0.456)).toBe('$0.46');
    expect(formatCost(10.4)).toBe('$10');
    expect(formatCost(12_345.6)).toBe('$12,346');
    expect(formatCost(null)).toBe('');
  });

  it('shows a trend only beyond 10% of the daily average, as a multiplier beyond 100%', () => {
    // 30-day total 300: a daily average of 10.
    expect(costTrend(300, 11)).toBeUndefined();
    expect(costTrend(300, 9)).toBeUndefined();
    expect(costTrend(300, 11.5)).toEqual({ direction: 'up', text: '15%' });
    expect(costTrend(300, 5)).toEqual({ direction: 'down', text: '50%' });
    expect(costTrend(300, 20)).toEqual({ direction: 'up', text: '100%' });
    expect(costTrend(300, 25)).toEqual({ direction: 'up', text: '2.5x' });
    expect(costTrend(0, 25)).toBeUndefined();
  });
});
