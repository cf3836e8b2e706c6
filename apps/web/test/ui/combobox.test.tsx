import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COMBOBOX_MAX_SHOWN, Combobox, type ComboboxOption } from '#src/ui/combobox/combobox.tsx';

const TYPES: ComboboxOption[] = [
  { value: '', label: 'All' },
  { value: 'Kubernetes::Pod' },
  { value: 'Kubernetes::Deployment' },
  { value: 'AWS::EC2::Instance', label: 'EC2 instance' },
];

function Harness({ onChange = () => {}, options = TYPES }: { onChange?: (value: string) => void; options?: ComboboxOption[] }) {
  const [value, setValue] = useState('');
  return (
    <Combobox
      label="Config Type"
      value={value}
      options={options}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('combobox', { name: 'Config Type' });
const search = () => screen.getByRole('combobox', { name: 'Search Config Type' });
const shown = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('Combobox', () => {
  it('shows the chosen label and opens on a list with the focus in the search box', async () => {
    render(<Harness />);
    expect(trigger()).toHaveTextContent('All');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    expect(shown()).toEqual(['All', 'Kubernetes::Pod', 'Kubernetes::Deployment', 'EC2 instance']);
    expect(screen.getByRole('option', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by every typed word, in label or value, ignoring case', async () => {
    render(<Harness />);
    await userEvent.click(trigger());
    await userEvent.type(search(), 'kubernetes dep');
    expect(shown()).toEqual(['Kubernetes::Deployment']);
    await userEvent.clear(search());
    await userEvent.type(search(), 'aws');
    expect(shown()).toEqual(['EC2 instance']);
    await userEvent.type(search(), 'nothing');
    expect(shown()).toEqual([]);
    expect(screen.getByText('No matches')).toBeInTheDocument();
  });

  it('chooses by click, closes, reports the value and shows it', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('option', { name: 'Kubernetes::Pod' }));
    expect(onChange).toHaveBeenCalledWith('Kubernetes::Pod');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Kubernetes::Pod');
    expect(trigger()).toHaveValue('Kubernetes::Pod');
  });

  it('moves with the arrows among the matches and chooses with Enter, focus back on the trigger', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.type(search(), 'kube');
    expect(search()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Kubernetes::Pod' }).id);
    await userEvent.keyboard('{ArrowDown}');
    expect(search()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Kubernetes::Deployment' }).id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Kubernetes::Deployment');
    expect(trigger()).toHaveFocus();
  });

  it('closes on Escape without choosing and starts with an empty search next time', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(trigger());
    await userEvent.type(search(), 'pod');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(trigger());
    expect(search()).toHaveValue('');
    expect(shown()).toHaveLength(TYPES.length);
  });

  it(`renders at most ${COMBOBOX_MAX_SHOWN} matches of a long list`, async () => {
    const many = Array.from({ length: COMBOBOX_MAX_SHOWN + 50 }, (_, index) => ({ value: `label-${index}` }));
    render(<Harness options={many} />);
    await userEvent.click(trigger());
    expect(shown()).toHaveLength(COMBOBOX_MAX_SHOWN);
    await userEvent.type(search(), 'label-249');
    expect(shown()).toEqual(['label-249']);
  });
});
