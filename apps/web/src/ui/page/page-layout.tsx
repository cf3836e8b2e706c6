import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../error-boundary/error-boundary.tsx';
import { DocumentTitle } from './document-title.tsx';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';

export interface PageLayoutProps extends PageHeaderProps {
  /** The tab title before ' | Vigil'; defaults to `title` when that is text. */
  documentTitle?: string;
  children: ReactNode;
  contentClassName?: string;
}

/**
 * A page inside the app frame: header (title, breadcrumbs, controls, refresh, help and user menu)
 * and content. A crash of the content stays inside the content.
 *
 *   <PageLayout title="Agents" onRefresh={refetch} isRefreshing={isFetching}>...</PageLayout>
 */
export function PageLayout({ documentTitle, children, contentClassName = '', ...header }: PageLayoutProps) {
  const { pathname } = useLocation();
  const tabTitle = documentTitle ?? (typeof header.title === 'string' ? header.title : '');
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col">
      <DocumentTitle page={tabTitle} />
      <PageHeader {...header} />
      <div className={`min-h-0 flex-1 overflow-auto ${contentClassName}`}>
        <ErrorBoundary resetKeys={[pathname]}>{children}</ErrorBoundary>
      </div>
    </div>
  );
}
