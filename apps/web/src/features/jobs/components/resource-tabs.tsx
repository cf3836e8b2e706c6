export type ResourceTab = 'spec' | 'jobHistory';

const TABS: { id: ResourceTab; label: string }[] = [
  { id: 'spec', label: 'Spec' },
  { id: 'jobHistory', label: 'Job History' },
];

/** The tabs of a scheduled resource's detail page (health checks, scrapers): Spec and Job History. */
export function ResourceTabs({ value, onChange }: { value: ResourceTab; onChange: (tab: ResourceTab) => void }) {
  return (
    <div role="tablist" className="flex gap-4 border-b border-gray-200">
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={value === tab.id}
          onClick={() => onChange(tab.id)}
          className={`-mb-px border-b-2 px-1 py-2 text-sm ${value === tab.id ? 'border-blue-600 font-medium text-blue-700' : 'border-transparent text-gray-600'}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
