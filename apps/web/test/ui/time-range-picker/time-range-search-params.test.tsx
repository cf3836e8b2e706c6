import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TimeRange, relativeRange } from '@vigil/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeRangeSelect } from '#src/ui/time-range-picker/relative-range-select.tsx';
import { TimeRangePicker } from '#src/ui/time-range-picker/time-range-picker.tsx';
import {
  readTimeRangeParams,
  writeTimeRangeParams,
} from '#src/ui/time-range-picker/time-range-search-params.ts';
import { useTimeRangeSearchParams } from '#src/ui/time-range-picker/use-time-range-search-params.ts';
import { LocationProbe, currentSearchParams } from '../support/location-probe.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

const DEFAULT = relativeRange('2d');

function JobsPage() {
  const { timeRange, setTimeRange } = useTimeRangeSearchParams(DEFAULT);
  return (
    <>
      <TimeRangePicker value={timeRange} onChange={setTimeRange} />
      <LocationProbe />
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <JobsPage />
    </MemoryRouter>,
  );
const trigger = () => screen.getByRole('button', { name: /^Time range:/ });

describe('time range in the URL', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uses the default when the URL has none', () => {
    renderAt('/settings/jobs');
    expect(trigger()).toHaveAccessibleName('Time range: Last 2 days');
  });

  it('writes a chosen preset as rangeType, display and range, keeping other keys', async () => {
    const user = userEvent.setup();
    renderAt('/settings/jobs?status=FAILED:1');
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Last 1 hour' }));
    expect(Object.fromEntries(currentSearchParams())).toEqual({
      status: 'FAILED:1',
      rangeType: 'relative',
      display: 'Last 1 hour',
      range: '1h',
    });
  });

  it('writes a mapped range as from and to, dropping range', async () => {
    const user = userEvent.setup();
    renderAt('/settings/jobs?rangeType=relative&range=1h&display=Last+1+hour');
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'This month so far' }));
    expect(Object.fromEntries(currentSearchParams())).toEqual({
      rangeType: 'mapped',
      display: 'This month so far',
      from: 'now/M',
      to: 'now',
    });
  });

  it('reads every kind of range from a shared link', () => {
    const from = new Date(2024, 4, 1, 10).toISOString();
    const to = new Date(2024, 4, 2, 10).toISOString();
    const view = renderAt(`/settings/jobs?rangeType=absolute&from=${from}&to=${to}`);
    expect(trigger()).toHaveAccessibleName('Time range: 2024-05-01 10:00 to 2024-05-02 10:00');
    view.unmount();

    const mapped = renderAt('/settings/jobs?rangeType=mapped&from=now-1d/d&to=now-1d/d');
    expect(trigger()).toHaveAccessibleName('Time range: Yesterday');
    mapped.unmount();

    renderAt('/health?timeRange=3h');
    expect(trigger()).toHaveAccessibleName('Time range: Last 3 hours');
  });

  it("logs 'Invalid relative time range' and falls back to the default", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/settings/jobs?rangeType=relative&range=two-days');
    expect(log).toHaveBeenCalledWith('Invalid relative time range');
    expect(trigger()).toHaveAccessibleName('Time range: Last 2 days');
  });

  it("logs 'Invalid mapped time range' and falls back to the default", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/settings/jobs?rangeType=mapped&from=yesterday&to=now');
    expect(log).toHaveBeenCalledWith('Invalid mapped time range');
    expect(trigger()).toHaveAccessibleName('Time range: Last 2 days');
  });
});

describe('time range query-string helpers', () => {
  it('round-trip each kind of range and replace only their own keys', () => {
    const ranges: TimeRange[] = [
      relativeRange('15m'),
      { type: 'mapped', display: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' },
      { type: 'absolute', display: 'May', from: '2024-05-01T00:00:00.000Z', to: '2024-05-31T00:00:00.000Z' },
    ];
    for (const range of ranges) {
      const params = writeTimeRangeParams(new URLSearchParams('timeRange=1h&range=x&pageIndex=3'), range);
      expect(params.get('pageIndex')).toBe('3');
      expect(params.has('timeRange')).toBe(false);
      expect(readTimeRangeParams(params)).toEqual({ kind: 'valid', range });
    }
  });

  it('report nothing for a URL without a range and an error for unknown types', () => {
    expect(readTimeRangeParams(new URLSearchParams('pageIndex=1'))).toEqual({ kind: 'none' });
    expect(readTimeRangeParams(new URLSearchParams('rangeType=sometime')).kind).toBe('invalid');
    expect(readTimeRangeParams(new URLSearchParams('rangeType=absolute&from=2024-05-01')).kind).toBe('invalid');
  });
});

describe('RelativeRangeSelect', () => {
  it('offers the common relative options and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RelativeRangeSelect value="1h" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Time Range' });
    expect((await optionsOf(select, user)).map((option) => option.dataset.value)).toEqual(
      '15m 1h 2h 3h 6h 12h 1d 2d 3d 1w 2w 3w 1mo 2mo 3mo 6mo 1y 2y 3y 5y'.split(' '),
    );
    expect(select).toHaveValue('1h');
    await chooseOption(select, 'Last 1 week', user);
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', range: '1w', display: 'Last 1 week' });
  });
});
