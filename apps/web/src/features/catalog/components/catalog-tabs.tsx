import { NavLink, useSearchParams } from 'react-router';

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
    <nav aria-label="Catalog sections" className="flex gap-1 border-b border-gray-200 px-3">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          end={tab.end}
          to={tab.carriesType && configType ? `${tab.to}?configType=${encodeURIComponent(configType)}` : tab.to}
          className={({ isActive }) =>
            `border-b-2 px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'border-blue-600 font-medium text-blue-700' : 'border-transparent text-gray-600 hover:text-gray-900'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
