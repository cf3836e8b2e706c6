import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type TimeRange, relativeRange } from '@vigil/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TimeRangePicker } from '#src/ui/time-range-picker/time-range-picker.tsx';

function Picker({ initial = relativeRange('2d'), futureOnly = false, onChange = () => {} }: {
  initial?: TimeRange;
  futureOnly?: boolean;
  onChange?: (range: TimeRange) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TimeRangePicker
      value={value}
      futureOnly={futureOnly}
      onChange={(range) => {
        onChange(range);
        setValue(range);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /^Time range:/ });
const panel = () => screen.getByRole('dialog', { name: 'Time range' });
const section = (name: string) => within(panel()).getByRole('region', { name });
const choices = (name: string) => within(section(name)).getAllByRole('button').map((b) => b.textContent);

function pickDates(from: string, to: string) {
  // A datetime-local input is filled through the browser's picker: one change per input.
  fireEvent.change(within(panel()).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(panel()).getByLabelText('To'), { target: { value: to } });
}

describe('TimeRangePicker', () => {
  it('shows the current range and offers presets from 5 minutes to 5 years plus calendar ranges', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(trigger()).toHaveAccessibleName('Time range: Last 2 days');

    await user.click(trigger());
    const relative = choices('Relative');
    expect(relative[0]).toBe('Last 5 minutes');
    expect(relative.at(-1)).toBe('Last 5 years');
    expect(relative.every((text) => text?.startsWith('Last '))).toBe(true);
    expect(choices('Calendar')).toEqual(expect.arrayContaining(['Yesterday', 'Today so far', 'This month so far']));
    expect(within(section('Relative')).getByRole('button', { name: 'Last 2 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a relative preset and closes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Last 1 hour' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', range: '1h', display: 'Last 1 hour' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveAccessibleName('Time range: Last 1 hour');
  });

  it('applies a mapped range such as Yesterday', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'mapped', display: 'Yesterday', from: 'now-1d/d', to: 'now-1d/d' });
  });

  it('submits an absolute range only once both From and To are given, in order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(trigger());
    const submit = within(panel()).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    fireEvent.change(within(panel()).getByLabelText('From'), { target: { value: '2024-05-01T10:00' } });
    expect(submit).toBeDisabled();

    fireEvent.change(within(panel()).getByLabelText('To'), { target: { value: '2024-04-30T10:00' } });
    expect(within(panel()).getByRole('alert')).toHaveTextContent('From must be before To');
    expect(submit).toBeDisabled();

    fireEvent.change(within(panel()).getByLabelText('To'), { target: { value: '2024-05-02T12:30' } });
    await user.click(submit);
    expect(onChange).toHaveBeenCalledWith({
      type: 'absolute',
      from: new Date(2024, 4, 1, 10, 0).toISOString(),
      to: new Date(2024, 4, 2, 12, 30).toISOString(),
      display: '2024-05-01 10:00 to 2024-05-02 12:30',
    });
    expect(trigger()).toHaveAccessibleName('Time range: 2024-05-01 10:00 to 2024-05-02 12:30');
  });

  it('prefills From and To with the current absolute range', async () => {
    const user = userEvent.setup();
    const from = new Date(2024, 0, 2, 3, 4).toISOString();
    const to = new Date(2024, 0, 3, 5, 6).toISOString();
    render(<Picker initial={{ type: 'absolute', from, to, display: 'x' }} />);
    await user.click(trigger());
    expect(within(panel()).getByLabelText('From')).toHaveValue('2024-01-02T03:04');
    expect(within(panel()).getByLabelText('To')).toHaveValue('2024-01-03T05:06');
  });

  it("keeps the last 5 absolute ranges under 'Recently used', newest first, across visits", async () => {
    const user = userEvent.setup();
    const view = render(<Picker />);
    expect(screen.queryByRole('region', { name: 'Recently used' })).not.toBeInTheDocument();
    for (let day = 1; day <= 6; day += 1) {
      await user.click(trigger());
      pickDates(`2024-03-0${day}T08:00`, `2024-03-0${day}T09:00`);
      await user.click(within(panel()).getByRole('button', { name: 'Submit' }));
    }
    view.unmount();

    render(<Picker />);
    await user.click(trigger());
    expect(choices('Recently used')).toEqual([6, 5, 4, 3, 2].map((d) => `2024-03-0${d} 08:00 to 2024-03-0${d} 09:00`));

    // Choosing one again moves it to the top without repeating it.
    await user.click(screen.getByRole('button', { name: '2024-03-03 08:00 to 2024-03-03 09:00' }));
    await user.click(trigger());
    expect(choices('Recently used')).toEqual([3, 6, 5, 4, 2].map((d) => `2024-03-0${d} 08:00 to 2024-03-0${d} 09:00`));
  });

  it('does not list relative or calendar choices as recently used', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await user.click(trigger());
    expect(screen.queryByRole('region', { name: 'Recently used' })).not.toBeInTheDocument();
  });

  it('offers only future ranges in the future-only variant', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker futureOnly initial={relativeRange('+1h')} onChange={onChange} />);
    expect(trigger()).toHaveAccessibleName('Time range: Next 1 hour');
    await user.click(trigger());
    const next = choices('Next');
    expect(next[0]).toBe('Next 5 minutes');
    expect(next.at(-1)).toBe('Next 5 years');
    expect(within(panel()).queryByRole('region', { name: 'Relative' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('region', { name: 'Calendar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next 2 days' }));
    expect(onChange).toHaveBeenCalledWith({ type: 'relative', range: '+2d', display: 'Next 2 days' });
  });
});
