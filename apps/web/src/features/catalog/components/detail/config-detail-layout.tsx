import { PanelRight } from 'lucide-react';
import { useState } from 'react';
import { SECONDARY_BUTTON } from '#src/ui/button/button-styles.ts';
import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import type { ConfigDetailTab } from '#src/features/catalog/utils/detail/config-detail-tabs.ts';
import { ConfigDetailTabBar } from './config-detail-tab-bar.tsx';
import { ConfigDetailTabContent } from './config-detail-tab-content.tsx';
import { ConfigSidebar } from './config-sidebar.tsx';
import { StaleConfigWarning } from './stale-config-warning.tsx';

/** Tabs and their content on the left, the sidebar on the right; small screens toggle the sidebar. */
export function ConfigDetailLayout({ config, tab }: { config: ConfigDetail; tab: ConfigDetailTab }) {
  const [sidebarShown, setSidebarShown] = useState(false);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <StaleConfigWarning config={config} />
      <div className="flex justify-end px-4 pt-2 lg:hidden">
        <button type="button" className={SECONDARY_BUTTON} aria-expanded={sidebarShown} onClick={() => setSidebarShown((shown) => !shown)}>
          <PanelRight aria-hidden className="size-4" />
          {sidebarShown ? 'Hide Sidebar' : 'Show Sidebar'}
        </button>
      </div>
      <div className="flex min-h-0 flex-1">
        <div className="flex min-w-0 flex-1 flex-col">
          <ConfigDetailTabBar configId={config.id} active={tab} summary={config.summary ?? undefined} />
          <div className="min-h-0 flex-1 overflow-auto">
            <ConfigDetailTabContent tab={tab} config={config} />
          </div>
        </div>
        <div
          data-testid="config-sidebar-panel"
          data-shown-on-small-screens={sidebarShown}
          className={`${sidebarShown ? 'flex' : 'hidden'} w-80 shrink-0 flex-col border-l border-gray-200 lg:flex`}
        >
          <ConfigSidebar config={config} />
        </div>
      </div>
    </div>
  );
}
