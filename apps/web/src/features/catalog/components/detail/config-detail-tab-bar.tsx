import { Link } from 'react-router';
import type { ConfigSummaryCounts } from '../../api/config-detail.types.ts';
import { CONFIG_DETAIL_TABS, type ConfigDetailTab } from '../../utils/detail/config-detail-tabs.ts';
import { formatCountBadge } from '../../utils/list/catalog-formatters.ts';

export interface ConfigDetailTabBarProps {
  configId: string;
  active: ConfigDetailTab;
  summary: ConfigSummaryCounts | undefined;
}

/** The tabs at /catalog/{id}/{tab}, each with its count from the detail summary. */
export function ConfigDetailTabBar({ configId, active, summary }: ConfigDetailTabBarProps) {
  return (
    <nav aria-label="Config tabs" className="flex gap-1 overflow-x-auto border-b border-gray-200 bg-white px-3">
      {CONFIG_DETAIL_TABS.map((tab) => {
        const count = tab.count(summary);
        const to = tab.segment ? `/catalog/${configId}/${tab.segment}` : `/catalog/${configId}`;
        const current = tab.id === active;
        return (
          <Link
            key={tab.id}
            to={to}
            aria-current={current ? 'page' : undefined}
            className={`flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm whitespace-nowrap ${
              current ? 'border-blue-600 font-medium text-blue-700' : 'border-transparent text-gray-600 hover:text-gray-900'
            }`}
          >
            {tab.label}
            {count !== undefined && (
              <span data-testid={`${tab.id}-count`} className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700">
                {formatCountBadge(count)}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}
