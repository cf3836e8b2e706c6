import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import type { ConfigDetailTab } from '#src/features/catalog/utils/detail/config-detail-tabs.ts';
import { ConfigChangesTab } from '../changes/config-changes-tab.tsx';
import { ConfigInsightsTab } from '../insights/config-insights-tab.tsx';
import { ConfigRelationshipsTab } from '../relationships/config-relationships-tab.tsx';
import { ConfigChecksTab } from './config-checks-tab.tsx';
import { ConfigContentView } from './config-content-view.tsx';
import { ConfigPlaybookRunsTab } from './config-playbook-runs-tab.tsx';

/** The body of the active tab. */
export function ConfigDetailTabContent({ tab, config }: { tab: ConfigDetailTab; config: ConfigDetail }) {
  switch (tab) {
    case 'changes':
      return <ConfigChangesTab configId={config.id} />;
    case 'insights':
      return <ConfigInsightsTab configId={config.id} />;
    case 'relationships':
      return <ConfigRelationshipsTab configId={config.id} />;
    case 'playbooks':
      return <ConfigPlaybookRunsTab configId={config.id} />;
    case 'checks':
      return <ConfigChecksTab configId={config.id} />;
    default:
      return <ConfigContentView config={config.config} />;
  }
}
