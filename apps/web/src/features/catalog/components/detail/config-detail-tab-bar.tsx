import { Badge } from '#src/ui/badge/badge.tsx';
import { NavTabs } from '#src/ui/tabs/nav-tabs.tsx';
import type { ConfigSummaryCounts } from '#src/features/catalog/api/config-detail.types.ts';
import { CONFIG_DETAIL_TABS, type ConfigDetailTab } from '#src/features/catalog/utils/detail/config-detail-tabs.ts';
import { formatCountBadge } from '#src/features/catalog/utils/list/catalog-formatters.ts';

export interface ConfigDetailTabBarProps {
  configId: string;
  active: ConfigDetailTab;
  summary: ConfigSummaryCounts | undefined;
}

/** The tabs at /catalog/{id}/{tab}, each with its count from the detail summary. */
export function ConfigDetailTabBar({ configId, active, summary }: ConfigDetailTabBarProps) {
  return (
    <NavTabs
      label="Config tabs"
      items={CONFIG_DETAIL_TABS.map((tab) => {
        const count = tab.count(summary);
        return {
          to: tab.segment ? `/catalog/${configId}/${tab.segment}` : `/catalog/${configId}`,
          label: tab.label,
          current: tab.id === active,
          badge: count === undefined ? undefined : (
            <Badge shape="count" data-testid={`${tab.id}-count`}>
              {formatCountBadge(count)}
            </Badge>
          ),
        };
      })}
    />
  );
}
