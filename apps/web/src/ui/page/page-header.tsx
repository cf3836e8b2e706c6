import type { ReactNode } from 'react';
import { type Breadcrumb, Breadcrumbs } from './breadcrumbs.tsx';
import { usePageChrome } from './page-chrome-context.tsx';
import { RefreshButton } from './refresh-button.tsx';

export interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: readonly Breadcrumb[];
  /** Page-specific controls, placed before the refresh button. */
  extra?: ReactNode;
  /** Shows a refresh button that calls this. */
  onRefresh?: () => void;
  isRefreshing?: boolean;
}

export function PageHeader({ title, breadcrumbs, extra, onRefresh, isRefreshing }: PageHeaderProps) {
  const { headerActions } = usePageChrome();
  return (
    <header className="flex min-h-14 items-center gap-3 border-b border-gray-200 bg-white px-4 py-2">
      <div className="flex min-w-0 flex-1 flex-col">
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} />}
        <h1 className="truncate text-lg font-semibold text-gray-900">{title}</h1>
      </div>
      {extra && <div className="flex items-center gap-2">{extra}</div>}
      {onRefresh && <RefreshButton onRefresh={onRefresh} isRefreshing={isRefreshing} />}
      {headerActions && <div className="flex items-center gap-1">{headerActions}</div>}
    </header>
  );
}
