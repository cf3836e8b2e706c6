import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Default an empty tray. */
  icon?: LucideIcon;
  /** The action that fills the list, when the user may take it. */
  action?: ReactNode;
  /** 'compact' inside tabs and panels; 'page' (the default) for a whole page. */
  size?: 'page' | 'compact';
}

/**
 * Nothing to show: an icon, the spec's text, a sentence and the action that fills it.
 *
 *   <EmptyState title="No relationships found" size="compact" />
 */
export function EmptyState({ title, description, icon: Icon = Inbox, action, size = 'page' }: EmptyStateProps) {
  const compact = size === 'compact';
  return (
    <div className={`flex flex-col items-center justify-center gap-2 px-4 text-center ${compact ? 'py-8' : 'py-16'}`}>
      <span className={`flex items-center justify-center rounded-full bg-gray-100 text-gray-400 ${compact ? 'size-10' : 'size-14'}`}>
        <Icon aria-hidden className={compact ? 'size-5' : 'size-7'} />
      </span>
      <h2 className="text-base font-semibold text-gray-800">{title}</h2>
      {description && <div className="max-w-md text-sm text-gray-500">{description}</div>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
