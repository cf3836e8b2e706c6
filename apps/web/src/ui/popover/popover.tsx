import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { FLOATING_SURFACE } from '../styles/kit-classes.ts';

export interface PopoverProps {
  /** The button that opens the panel. */
  trigger: ReactElement;
  /** Names the panel for assistive technology. */
  label: string;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Controlled opening; leave out to let the popover keep its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Size and padding of the panel; default a padded panel as wide as its content. */
  className?: string;
}

/**
 * A panel of controls floating under a button (Radix Popover): focus moves in on open, Escape or a
 * click outside closes it and focus returns to the button.
 *
 *   <Popover label="Preferences" trigger={<button aria-label="Preferences">...</button>}>...</Popover>
 */
export function Popover({ trigger, label, children, align = 'start', open, onOpenChange, className = 'p-3' }: PopoverProps) {
  const control = open === undefined ? {} : { open };
  return (
    <RadixPopover.Root {...control} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          align={align}
          sideOffset={4}
          className={`${FLOATING_SURFACE} max-h-[var(--radix-popover-content-available-height)] max-w-[calc(100vw-1rem)] overflow-auto ${className}`}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
