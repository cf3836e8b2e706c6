import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { MENU_CONTENT } from '../styles/kit-classes.ts';

export interface DropdownMenuProps {
  /** The button that opens the menu; it gets the menu's aria attributes. */
  trigger: ReactElement;
  /** DropdownMenuItem entries (or a note while they load). */
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  onOpenChange?: (open: boolean) => void;
}

/**
 * A menu of actions behind a button (Radix DropdownMenu): arrows move, Enter chooses, Escape
 * closes and focus returns to the button. Not modal, so the page stays scrollable.
 *
 *   <DropdownMenu trigger={<button className={SECONDARY_BUTTON}>Playbooks</button>}>
 *     <DropdownMenuItem onSelect={run}>Restart</DropdownMenuItem>
 *   </DropdownMenu>
 */
export function DropdownMenu({ trigger, children, align = 'end', side = 'bottom', onOpenChange }: DropdownMenuProps) {
  return (
    <RadixDropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content align={align} side={side} sideOffset={4} className={MENU_CONTENT}>
          {children}
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
