import { ConfigInsightsView } from './config-insights-view.tsx';

/** The Insights tab of a config: its own insights, without the Catalog column. */
export function ConfigInsightsTab({ configId }: { configId: string }) {
  return <ConfigInsightsView configId={configId} />;
}
