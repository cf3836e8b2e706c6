import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { TriState } from '#src/ui/filters/tri-state.ts';
import { TriStateToggle } from '#src/ui/filters/tri-state-toggle.tsx';

function Harness() {
  const [state, setState] = useState<TriState>(0);
  return (
    <>
      <TriStateToggle label="Healthy" value={state} onChange={setState} />
      <output>state {state}</output>
    </>
  );
}

describe('TriStateToggle', () => {
  it('includes, excludes and resets when the active state is chosen again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const include = screen.getByRole('button', { name: 'Include Healthy' });
    const exclude = screen.getByRole('button', { name: 'Exclude Healthy' });
    expect(include).toHaveAttribute('aria-pressed', 'false');

    await user.click(include);
    expect(screen.getByText('state 1')).toBeInTheDocument();
    expect(include).toHaveAttribute('aria-pressed', 'true');

    await user.click(exclude);
    expect(screen.getByText('state -1')).toBeInTheDocument();
    expect(include).toHaveAttribute('aria-pressed', 'false');
    expect(exclude).toHaveAttribute('aria-pressed', 'true');

    await user.click(exclude);
    expect(screen.getByText('state 0')).toBeInTheDocument();
    expect(exclude).toHaveAttribute('aria-pressed', 'false');
  });
});
