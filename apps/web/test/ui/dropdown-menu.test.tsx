import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { DropdownMenuItem } from '#src/ui/dropdown-menu/dropdown-menu-item.tsx';

function Menu({ onRestart = () => {}, onDelete = () => {} }: { onRestart?: () => void; onDelete?: () => void }) {
  return (
    <DropdownMenu trigger={<button type="button">Actions</button>}>
      <DropdownMenuItem onSelect={onRestart}>Restart</DropdownMenuItem>
      <DropdownMenuItem onSelect={() => {}} disabled>
        Scale
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={onDelete} tone="danger">
        Delete
      </DropdownMenuItem>
    </DropdownMenu>
  );
}

const button = () => screen.getByRole('button', { name: 'Actions' });

describe('DropdownMenu', () => {
  it('opens a menu of its items from its button', async () => {
    render(<Menu />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Restart', 'Scale', 'Delete']);
    expect(screen.getByRole('menuitem', { name: 'Scale' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('runs the chosen action and closes', async () => {
    const onRestart = vi.fn();
    render(<Menu onRestart={onRestart} />);
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Restart' }));
    expect(onRestart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard, skips the disabled item and gives focus back on Escape', async () => {
    const onDelete = vi.fn();
    render(<Menu onDelete={onDelete} />);
    button().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Restart' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();

    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
  });
});
