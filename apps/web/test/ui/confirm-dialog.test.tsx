import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '#src/ui/confirm-dialog/confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('asks the question and answers Cancel and confirm with their own actions', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog open onClose={onClose} title="Delete User" confirmLabel="Delete" onConfirm={onConfirm}>
        Are you sure?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(within(dialog).queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the cancel button its own label and action when asked to', async () => {
    const onClose = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open onClose={onClose} title="Delete Agent" cancelLabel="No" onCancel={onCancel} confirmLabel="Yes" onConfirm={() => {}}>
        Also delete what it created?
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('disables the confirm button and says so while the confirmed action runs', () => {
    render(
      <ConfirmDialog open onClose={() => {}} title="Delete User" confirmLabel="Delete" pending pendingLabel="Deleting..." onConfirm={() => {}}>
        Are you sure?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
