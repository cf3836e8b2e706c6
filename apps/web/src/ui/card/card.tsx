import type { ReactNode } from 'react';
import { CARD_SURFACE } from '../styles/kit-classes.ts';

export interface CardProps {
  /** A small uppercase heading; also names the card for assistive technology. */
  title?: string;
  /** Controls at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  /** Default 'p-3'. */
  padding?: string;
  className?: string;
}

/**
 * A bordered block with an optional heading: one padding, corner and heading style everywhere.
 *
 *   <Card title="Uptime">99.5%</Card>
 */
export function Card({ title, actions, children, padding = 'p-3', className = '' }: CardProps) {
  return (
    <section aria-label={title} className={`${CARD_SURFACE} ${padding} ${className}`}>
      {(title || actions) && (
        <header className="mb-1.5 flex items-center justify-between gap-2">
          {title && <h3 className="text-xs font-medium tracking-wide text-gray-500 uppercase">{title}</h3>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
