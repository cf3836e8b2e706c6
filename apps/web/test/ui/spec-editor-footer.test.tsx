import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SpecEditorFooter, type SpecEditorFooterProps } from '#src/ui/form/spec-editor-footer.tsx';

/** The footer outside the editor's form, as the canary and incident rule editors place it. */
function renderFooter(props: Partial<SpecEditorFooterProps> = {}) {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  render(
    <>
      <form id="spec-form" onSubmit={onSubmit} />
      <SpecEditorFooter formId="spec-form" readOnly={false} submitDisabled={false} {...props} />
    </>,
  );
  return { onSubmit };
}

const deletion = (onConfirm: (close: () => void) => void = () => {}, pending = false) => ({
  title: 'Delete Scraper',
  question: 'Delete the scraper kube? It stops running.',
  pending,
  onConfirm,
});

describe('SpecEditorFooter', () => {
  it('offers Save, and no Delete, for a new spec; Save submits the form it names', async () => {
    const { onSubmit } = renderFooter();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('offers Update and Delete for a stored spec, and Delete asks before it deletes', async () => {
    const onConfirm = vi.fn((close: () => void) => close());
    renderFooter({ deletion: deletion(onConfirm) });
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Scraper' });
    expect(dialog).toHaveTextContent('Delete the scraper kube? It stops running.');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const onConfirm = vi.fn();
    renderFooter({ deletion: deletion(onConfirm) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows Deleting... on a disabled confirm button while the deletion runs', async () => {
    renderFooter({ deletion: deletion(() => {}, true) });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('disables the submit button while a save runs or the spec is not valid', () => {
    renderFooter({ submitDisabled: true, deletion: deletion() });
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('offers neither submit nor Delete when read-only, but keeps the other actions', () => {
    renderFooter({
      readOnly: true,
      deletion: deletion(),
      children: (
        <button type="button" onClick={() => {}}>
          Run Now
        </button>
      ),
    });
    expect(screen.getByRole('button', { name: 'Run Now' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
