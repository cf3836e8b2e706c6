import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from '#src/ui/popover/popover.tsx';

function Preferences() {
  return (
    <>
      <Popover label="Preferences" align="end" trigger={<button type="button">Preferences</button>}>
        <label>
          <input type="checkbox" /> Hide deleted
        </label>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Preferences' });

describe('Popover', () => {
  it('opens a named panel from its button and moves focus into it', async () => {
    render(<Preferences />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide deleted' })).toHaveFocus();
  });

  it('closes on Escape with the focus back on the button, and on a click outside', async () => {
    render(<Preferences />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
