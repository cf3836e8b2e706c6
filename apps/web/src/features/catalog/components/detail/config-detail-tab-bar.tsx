import { Badge } from '#src/ui/badge/badge.tsx';
import { NavTabs } from '#src/ui/tabs/nav-tabs.tsx';
import type { ConfigSummaryCounts } from '#src/features/catalog/api/config-detail.types.ts';
import { CONFIG_DETAIL_TABS, type ConfigDetailTab } from '#src/features/catalog/utils/detail/config-detail-tabs.ts';
import { formatCountBadge } from '#src/features/catalog/utils/list/catalog-formatters.ts';
import { useRelatedConfigs } from '#src/features/catalog/api/get-related-configs.ts';
import { DEFAULT_RELATIONSHIP_TOGGLES, relatedConfigsParams } from '#src/features/catalog/utils/relationships/related-configs-params.ts';

const DEFAULT_RELATED_PARAMS = relatedConfigsParams(DEFAULT_RELATIONSHIP_TOGGLES);

export interface ConfigDetailTabBarProps {
  configId: string;
  active: ConfigDetailTab;
  summary: ConfigSummaryCounts | undefined;
}

/**
 * The tabs at /catalog/{id}/{tab}, each with its count from the detail summary, except Relationships:
 * its badge counts what the tab shows first (Outgoing, hard relations: spec 002 §4), from the same
 * query the tab makes, so opening it never shows fewer than the badge promised.
 */
export function ConfigDetailTabBar({ configId, active, summary }: ConfigDetailTabBarProps) {
  const related = useRelatedConfigs(configId, DEFAULT_RELATED_PARAMS);
  const counts = { ...summary, relationships: related.data?.length };
  return (
    <NavTabs
      label="Config tabs"
      items={CONFIG_DETAIL_TABS.map((tab) => {
        const count = tab.count(counts);
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
