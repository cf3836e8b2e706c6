import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleGroup } from '#src/ui/toggle-group/toggle-group.tsx';

const VIEWS = [
  { value: 'table', label: 'Table' },
  { value: 'graph', label: 'Graph' },
] as const;
const KINDS = [
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'incoming', label: 'Incoming' },
  { value: 'soft', label: 'Soft' },
] as const;

function View({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [view, setView] = useState<'table' | 'graph'>('table');
  return (
    <ToggleGroup
      type="single"
      label="View"
      value={view}
      options={VIEWS}
      onChange={(next) => {
        setView(next);
        onChange(next);
      }}
    />
  );
}

function Kinds() {
  const [kinds, setKinds] = useState<Array<'outgoing' | 'incoming' | 'soft'>>(['outgoing']);
  return <ToggleGroup type="multiple" label="Relationships" value={kinds} options={KINDS} onChange={setKinds} />;
}

const pressed = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name }).getAttribute('aria-pressed');

describe('ToggleGroup', () => {
  it('single: one pressed button, switched by click, never emptied', async () => {
    const onChange = vi.fn();
    render(<View onChange={onChange} />);
    expect(pressed('View', 'Table')).toBe('true');
    expect(pressed('View', 'Graph')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Graph' }));
    expect(pressed('View', 'Graph')).toBe('true');
    expect(pressed('View', 'Table')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Graph' }));
    expect(pressed('View', 'Graph')).toBe('true');
    expect(onChange.mock.calls).toEqual([['graph']]);
  });

  it('single: arrow keys move focus and Space chooses', async () => {
    render(<View />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Graph' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(pressed('View', 'Graph')).toBe('true');
  });

  it('multiple: each button toggles on its own', async () => {
    render(<Kinds />);
    await userEvent.click(screen.getByRole('button', { name: 'Soft' }));
    await userEvent.click(screen.getByRole('button', { name: 'Outgoing' }));
    expect(pressed('Relationships', 'Outgoing')).toBe('false');
    expect(pressed('Relationships', 'Incoming')).toBe('false');
    expect(pressed('Relationships', 'Soft')).toBe('true');
  });

  it('names icon-only buttons', () => {
    render(
      <ToggleGroup
        type="single"
        label="Layout"
        value="card"
        onChange={() => {}}
        options={[
          { value: 'table', label: <svg aria-hidden />, ariaLabel: 'Table layout' },
          { value: 'card', label: <svg aria-hidden />, ariaLabel: 'Card layout' },
        ]}
      />,
    );
    expect(pressed('Layout', 'Card layout')).toBe('true');
  });
});
