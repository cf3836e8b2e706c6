import { CircleHelp, Maximize2, Minimize2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type CSSProperties, type ReactNode, useState } from 'react';

export type ModalSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';

/** Widest a dialog of each size gets: the spec's breakpoints (768, 1024, 1280, 1600 px). */
export const MODAL_MAX_WIDTH_PX: Record<Exclude<ModalSize, 'full'>, number> = {
  'very-small': 768,
  small: 1024,
  medium: 1280,
  large: 1600,
};

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Default 'medium'. */
  size?: ModalSize;
  /** A link to the documentation, shown as a help icon in the header. */
  helpLink?: string;
  /** Actions shown at the bottom. */
  footer?: ReactNode;
  /** Default true. */
  closeOnBackgroundClick?: boolean;
  /** Shows the expand / collapse toggle; default true. */
  expandable?: boolean;
  /** A sentence read out with the title by assistive technology. */
  description?: ReactNode;
  /** Extra classes for the scrolling body (padding, gaps). */
  bodyClassName?: string;
  children: ReactNode;
}

const FULL_SIZE: CSSProperties = { width: 'calc(100vw - 2rem)', height: 'calc(100vh - 2rem)' };

const ICON_BUTTON =
  'inline-flex h-8 w-8 items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-blue-500';

/**
 * The shared dialog (spec 000 §2.7): five sizes, expand/collapse, help link, footer, closes on
 * Escape, the close button or (unless disabled) a click on the background. Radix supplies the
 * focus trap and the title/description wiring.
 */
export function Modal({ open, onClose, ...rest }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="modal-background" className="fixed inset-0 z-40 bg-gray-900/50" />
        {/* Mounted only while open, so each opening starts collapsed. */}
        <ModalContent {...rest} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalContent({
  title,
  size = 'medium',
  helpLink,
  footer,
  closeOnBackgroundClick = true,
  expandable = true,
  description,
  bodyClassName = 'p-4',
  children,
}: Omit<ModalProps, 'open' | 'onClose'>) {
  const [expanded, setExpanded] = useState(false);
  const shownSize: ModalSize = expanded ? 'full' : size;
  const style: CSSProperties = shownSize === 'full' ? FULL_SIZE : { maxWidth: `${MODAL_MAX_WIDTH_PX[shownSize]}px` };

  return (
    <Dialog.Content
      data-size={shownSize}
      style={style}
      // Without a description Radix must not point aria-describedby at nothing.
      {...(description ? {} : { 'aria-describedby': undefined })}
      onPointerDownOutside={(event) => {
        if (!closeOnBackgroundClick) event.preventDefault();
      }}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white shadow-xl focus:outline-none"
    >
      <header className="flex items-center gap-1 border-b border-gray-200 py-2 pr-2 pl-4">
        <Dialog.Title className="flex-1 truncate text-lg font-semibold text-gray-900">{title}</Dialog.Title>
        {helpLink && (
          <a
            href={helpLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Help"
            title="Documentation"
            className={ICON_BUTTON}
          >
            <CircleHelp size={18} aria-hidden="true" />
          </a>
        )}
        {expandable && size !== 'full' && (
          <button
            type="button"
            aria-label={expanded ? 'Collapse' : 'Expand'}
            title={expanded ? 'Collapse' : 'Expand'}
            className={ICON_BUTTON}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <Minimize2 size={18} aria-hidden="true" /> : <Maximize2 size={18} aria-hidden="true" />}
          </button>
        )}
        <Dialog.Close aria-label="Close" title="Close" className={ICON_BUTTON}>
          <X size={18} aria-hidden="true" />
        </Dialog.Close>
      </header>
      {description && <Dialog.Description className="px-4 pt-3 text-sm text-gray-600">{description}</Dialog.Description>}
      <div className={`min-h-0 flex-1 overflow-auto ${bodyClassName}`}>{children}</div>
      {footer && (
        <footer className="flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t border-gray-200 bg-gray-50 px-4 py-3">
          {footer}
        </footer>
      )}
    </Dialog.Content>
  );
}
