import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOption } from '#src/ui/select/select.tsx';

const RATES: SelectOption[] = [
  { value: '', label: 'None' },
  { value: '15s', label: 'Every 15 seconds', disabled: true },
  { value: '1m', label: 'Every minute' },
  { value: '5m', label: 'Every 5 minutes' },
];

function Harness({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Select
      label="Refresh rate"
      value={value}
      options={RATES}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Refresh rate' });

describe('Select', () => {
  it('shows the chosen option and carries its value, an empty one included', () => {
    render(<Harness />);
    expect(trigger()).toHaveTextContent('None');
    expect(trigger()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on click, lists the options with the chosen one selected and the disabled one marked', async () => {
    render(<Harness initial="1m" />);
    await userEvent.click(trigger());
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['None', 'Every 15 seconds', 'Every minute', 'Every 5 minutes']);
    expect(screen.getByRole('option', { name: 'Every minute' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Every 15 seconds' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('chooses with the mouse, closes and reports the value', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Every 5 minutes' }));
    expect(onChange).toHaveBeenCalledWith('5m');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Every 5 minutes');
    expect(trigger()).toHaveValue('5m');
  });

  it('chooses with the keyboard, skipping the disabled option, and gives focus back', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('1m');
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape without choosing', async () => {
    const onChange = vi.fn();
    render(<Harness initial="1m" onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger()).toHaveTextContent('Every minute');
  });

  it('still shows a value none of the options has, as it came', () => {
    render(<Select label="Refresh rate" value="7m" options={RATES} onChange={() => {}} />);
    expect(trigger()).toHaveTextContent('7m');
    expect(trigger()).toHaveValue('7m');
  });

  it('is found by the label that points at it', () => {
    render(
      <>
        <label htmlFor="method">Method</label>
        <Select id="method" value="GET" options={[{ value: 'GET', label: 'GET' }, { value: 'POST', label: 'POST' }]} onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Method')).toHaveValue('GET');
  });
});
