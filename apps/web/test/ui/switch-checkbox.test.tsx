import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '#src/ui/checkbox/checkbox.tsx';
import { Switch } from '#src/ui/switch/switch.tsx';

function Settings() {
  const [hide, setHide] = useState(true);
  const [upstream, setUpstream] = useState(false);
  return (
    <>
      <Switch label="Hide Passing" labelSide="start" checked={hide} onChange={setHide} />
      <Checkbox label="Upstream" checked={upstream} onChange={setUpstream} />
    </>
  );
}

describe('Switch and Checkbox', () => {
  it('a switch is named by its label and flips by click on it or its label', async () => {
    render(<Settings />);
    const hide = screen.getByRole('switch', { name: 'Hide Passing' });
    expect(hide).toBeChecked();
    await userEvent.click(hide);
    expect(hide).not.toBeChecked();
    await userEvent.click(screen.getByText('Hide Passing'));
    expect(hide).toBeChecked();
  });

  it('a checkbox is named by its label and toggles by click and Space', async () => {
    render(<Settings />);
    const upstream = screen.getByRole('checkbox', { name: 'Upstream' });
    expect(upstream).not.toBeChecked();
    await userEvent.click(screen.getByText('Upstream'));
    expect(upstream).toBeChecked();
    upstream.focus();
    await userEvent.keyboard(' ');
    expect(upstream).not.toBeChecked();
  });
});
