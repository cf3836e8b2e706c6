import { useSearchParams } from 'react-router';
import { NavTabs } from '#src/ui/tabs/nav-tabs.tsx';

const TABS = [
  { label: 'Catalog', to: '/catalog', end: true, carriesType: true },
  { label: 'Changes', to: '/catalog/changes', end: true, carriesType: true },
  { label: 'Insights', to: '/catalog/insights', end: true, carriesType: true },
  { label: 'Scrapers', to: '/catalog/scrapers', end: false, carriesType: false },
] as const;

/**
 * The tabs above the catalog pages (spec 002 §2): Catalog, Changes and Insights carry the chosen
 * configType along; Scrapers does not.
 */
export function CatalogTabs() {
  const [params] = useSearchParams();
  const configType = params.get('configType');
  return (
    <NavTabs
      label="Catalog sections"
      items={TABS.map((tab) => ({
        to: tab.carriesType && configType ? `${tab.to}?configType=${encodeURIComponent(configType)}` : tab.to,
        label: tab.label,
        end: tab.end,
      }))}
    />
  );
}
