export interface HealthTabsProps {
  tabs: readonly string[];
  selected: string;
  onSelect: (tab: string) => void;
}

/** The tabs the checks are split into ('All' first). */
export function HealthTabs({ tabs, selected, onSelect }: HealthTabsProps) {
  return (
    <div role="tablist" aria-label="Check tabs" className="flex gap-1 overflow-x-auto border-b border-gray-200 px-3">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          onClick={() => onSelect(tab)}
          className={`border-b-2 px-3 py-2 text-sm whitespace-nowrap ${
            tab === selected ? 'border-blue-600 font-medium text-blue-700' : 'border-transparent text-gray-600 hover:text-gray-900'
          }`}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}
