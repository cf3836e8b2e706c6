import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

export interface IconLabelProps {
  /** The name the icon is chosen by; the text beside it is what the label reads. */
  name: string | null | undefined;
  children: ReactNode;
  size?: number;
  className?: string;
}

/** A text with its icon in front, truncated with a tooltip; the icon is decoration, so the label reads as the text alone. */
export function IconLabel({ name, children, size, className = '' }: IconLabelProps) {
  return (
    <span className={`inline-flex min-w-0 max-w-full items-center gap-1.5 ${className}`.trim()}>
      <Icon name={name} size={size} />
      <span className="truncate" title={typeof children === 'string' ? children : undefined}>
        {children}
      </span>
    </span>
  );
}
