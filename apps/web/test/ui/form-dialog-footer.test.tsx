import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialogFooter, type FormDialogFooterProps } from '#src/ui/modal/form-dialog-footer.tsx';

/** A form with the footer outside it, as in a dialog: the submit button reaches the form by its id. */
function renderFooter(props: Partial<FormDialogFooterProps> = {}) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  const onCancel = vi.fn();
  render(
    <>
      <form id="user-form" onSubmit={onSubmit} />
      <FormDialogFooter formId="user-form" onCancel={onCancel} pending={false} {...props} />
    </>,
  );
  return { onSubmit, onCancel };
}

describe('FormDialogFooter', () => {
  it('submits the form it names and cancels, with no Delete unless offered', async () => {
    const { onSubmit, onCancel } = renderFooter();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the pending label on a disabled submit button while the submission runs', () => {
    renderFooter({ pending: true, submitLabel: 'Invite', pendingLabel: 'Inviting...' });
    expect(screen.getByRole('button', { name: 'Inviting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('offers Delete when given an action for it', async () => {
    const onDelete = vi.fn();
    renderFooter({ onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('disables Delete and submit, but not Cancel, while the dialog is busy', () => {
    renderFooter({ onDelete: () => {}, busy: true });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
