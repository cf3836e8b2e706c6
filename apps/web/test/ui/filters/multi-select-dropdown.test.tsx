import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelectDropdown } from '#src/ui/filters/multi-select-dropdown.tsx';

const TYPES = ['canary', 'topology', 'config_scraper', 'notification', 'playbook'].map((value) => ({ value }));

function TypeFilter({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelectDropdown label="Type" options={TYPES} value={value} onChange={setValue} />
      <output>selected {value.join('|')}</output>
    </>
  );
}

const button = () => screen.getByRole('button', { name: /^Type/ });

describe('MultiSelectDropdown', () => {
  it('shows a chip per selection below 4 and a count from 4 on', async () => {
    const user = userEvent.setup();
    render(<TypeFilter />);
    expect(button()).toHaveAccessibleName('Type: All');
    await user.click(button());
    await user.click(screen.getByRole('checkbox', { name: 'topology' }));
    await user.click(screen.getByRole('checkbox', { name: 'canary' }));
    expect(button()).toHaveAccessibleName('Type: canary topology');
    expect(screen.getByText('selected canary|topology')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'playbook' }));
    expect(button()).toHaveAccessibleName('Type: canary topology playbook');
    await user.click(screen.getByRole('checkbox', { name: 'notification' }));
    expect(button()).toHaveAccessibleName('Type: 4 selected');
  });

  it('selects and unselects everything with Select all, which shows a partial selection', async () => {
    const user = userEvent.setup();
    render(<TypeFilter initial={['canary']} />);
    await user.click(button());
    const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
    expect(selectAll).toHaveProperty('indeterminate', true);

    await user.click(selectAll);
    expect(button()).toHaveAccessibleName('Type: 5 selected');
    expect(selectAll).toBeChecked();
    for (const type of TYPES) expect(screen.getByRole('checkbox', { name: type.value })).toBeChecked();

    await user.click(selectAll);
    expect(button()).toHaveAccessibleName('Type: All');
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveProperty('indeterminate', false);
  });

  it('unchecks a selected option', async () => {
    const user = userEvent.setup();
    render(<TypeFilter initial={['canary', 'playbook']} />);
    await user.click(button());
    await user.click(screen.getByRole('checkbox', { name: 'canary' }));
    expect(button()).toHaveAccessibleName('Type: playbook');
  });
});
