import { Tabs } from '#src/ui/tabs/tabs.tsx';

export interface HealthTabsProps {
  tabs: readonly string[];
  selected: string;
  onSelect: (tab: string) => void;
}

/** The tabs the checks are split into ('All' first). */
export function HealthTabs({ tabs, selected, onSelect }: HealthTabsProps) {
  return (
    <Tabs
      label="Check tabs"
      value={selected}
      onChange={onSelect}
      tabs={tabs.map((tab) => ({ value: tab, label: tab }))}
      listClassName="border-b-0 px-3"
    />
  );
}
