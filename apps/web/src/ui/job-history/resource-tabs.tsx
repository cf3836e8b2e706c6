import { Tabs } from '../tabs/tabs.tsx';

export type ResourceTab = 'spec' | 'jobHistory';

const TABS: { value: ResourceTab; label: string }[] = [
  { value: 'spec', label: 'Spec' },
  { value: 'jobHistory', label: 'Job History' },
];

/** The tabs of a scheduled resource's detail page (health checks, scrapers): Spec and Job History. */
export function ResourceTabs({ value, onChange }: { value: ResourceTab; onChange: (tab: ResourceTab) => void }) {
  return <Tabs label="Resource sections" value={value} onChange={onChange} tabs={TABS} />;
}
