import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '#src/ui/modal/modal.tsx';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { onClose?: () => void };

/** A page with a button that opens the dialog, the way features use it. */
function Page({ onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        title="Edit agent"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {props.children ?? <input aria-label="Name" />}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, with the body and a footer of actions', () => {
    render(
      <Page
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Save</button>
          </>
        }
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit agent' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden">body</Modal>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['very-small', '768px'],
    ['small', '1024px'],
    ['medium', '1280px'],
    ['large', '1600px'],
  ] as const)('caps the %s size at %s', (size, maxWidth) => {
    render(<Page size={size} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth });
  });

  it('is medium unless told otherwise, and the full size takes the whole screen without an expand toggle', () => {
    const { unmount } = render(<Page />);
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '1280px' });
    unmount();
    render(<Page size="full" />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: 'calc(100vw - 2rem)', height: 'calc(100vh - 2rem)' });
    expect(screen.queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
  });

  it('expands to full size and collapses back', async () => {
    const user = userEvent.setup();
    render(<Page size="small" />);
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ width: 'calc(100vw - 2rem)' });
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '1024px' });
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();
  });

  it('starts collapsed again when reopened', async () => {
    const user = userEvent.setup();
    render(<Page size="small" />);
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '1024px' });
  });

  it('can hide the expand toggle', () => {
    render(<Page expandable={false} />);
    expect(screen.queryByRole('button', { name: 'Expand' })).not.toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on a click on the background', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByTestId('modal-background'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a background click when that is disabled', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page closeOnBackgroundClick={false} onClose={onClose} />);
    await user.click(screen.getByTestId('modal-background'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('links to the documentation in a new tab when given a help link', () => {
    const { unmount } = render(<Page helpLink="https://docs.example.org/agents" />);
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', 'https://docs.example.org/agents');
    expect(help).toHaveAttribute('target', '_blank');
    unmount();
    render(<Page />);
    expect(screen.queryByRole('link', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page helpLink="https://docs.example.org" />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('reads out the description with the title', () => {
    render(<Page description="Agents report to this server." />);
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Agents report to this server.');
  });
});
