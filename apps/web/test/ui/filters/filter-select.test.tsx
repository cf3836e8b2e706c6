import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterSelect, type FilterSelectProps } from '#src/ui/filters/filter-select.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

const SEVERITIES = [{ value: 'low', label: 'Low' }, { value: 'high', label: 'High' }, { value: 'critical' }];

function Page({ initial = '', ...props }: Partial<FilterSelectProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FilterSelect label="Severity" value={value} options={SEVERITIES} onChange={setValue} {...props} />
      <output>filter: {value || 'none'}</output>
    </>
  );
}

const control = () => screen.getByRole('combobox', { name: 'Severity' });

describe('FilterSelect', () => {
  it('offers All first, then every option by its label or else its value', async () => {
    render(<Page />);
    expect(screen.getByText('Severity')).toBeInTheDocument();
    expect(control()).toHaveTextContent('All');
    expect((await optionsOf(control())).map((option) => option.textContent)).toEqual(['All', 'Low', 'High', 'critical']);
  });

  it('filters by the chosen option and clears with All', async () => {
    render(<Page />);
    await chooseOption(control(), 'High');
    expect(screen.getByRole('status')).toHaveTextContent('filter: high');
    await chooseOption(control(), 'All');
    expect(screen.getByRole('status')).toHaveTextContent('filter: none');
  });

  it('names the no-filter choice as told', async () => {
    render(<Page allLabel="Any severity" />);
    expect(control()).toHaveTextContent('Any severity');
  });

  it('still shows a value from the address that the options do not list', async () => {
    render(<Page initial="unknown" />);
    expect(control()).toHaveTextContent('unknown');
    expect((await optionsOf(control())).map((option) => option.textContent)).toEqual(['All', 'unknown', 'Low', 'High', 'critical']);
  });

  it('lets a searchable list be narrowed by typing', async () => {
    const user = userEvent.setup();
    render(<Page searchable />);
    await user.click(control());
    await user.type(screen.getByRole('combobox', { name: 'Search Severity' }), 'hi');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['High']);
  });
});
