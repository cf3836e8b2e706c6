import type { ReactNode } from 'react';

export type ModalSize = 'very-small' | 'small' | 'medium' | 'large' | 'full';

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
  children: ReactNode;
}

/** Placeholder until the shared Modal lands (same props). */
export function Modal({ open, title, footer, children }: ModalProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={typeof title === 'string' ? title : undefined}>
      <h2>{title}</h2>
      {children}
      {footer}
    </div>
  );
}
