import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { MENU_ITEM } from '../styles/kit-classes.ts';

export interface DropdownMenuItemProps {
  onSelect: () => void;
  children: ReactNode;
  disabled?: boolean;
  /** 'danger' for an action that destroys something. */
  tone?: 'default' | 'danger';
}

/** One action of a DropdownMenu. */
export function DropdownMenuItem({ onSelect, children, disabled, tone = 'default' }: DropdownMenuItemProps) {
  return (
    <RadixDropdownMenu.Item
      disabled={disabled}
      onSelect={onSelect}
      className={`${MENU_ITEM} ${tone === 'danger' ? 'text-red-700' : ''}`}
    >
      {children}
    </RadixDropdownMenu.Item>
  );
}
