import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { TAB_ACTIVE_ON_STATE, TAB_INACTIVE, TAB_LIST, TAB_TRIGGER } from '../styles/kit-classes.ts';

export interface TabItem<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /** A count shown as a badge after the label. */
  badge?: ReactNode;
}

export interface TabsProps<Value extends string = string> {
  value: Value;
  onChange: (value: Value) => void;
  tabs: readonly TabItem<Value>[];
  /** Names the tab list. */
  label: string;
  /** TabPanel for each tab; leave out when the tabs only filter what is shown beside them. */
  children?: ReactNode;
  className?: string;
  listClassName?: string;
}

/**
 * Tabs (Radix Tabs): arrow keys move between tabs, the selected one is `aria-selected`.
 *
 *   <Tabs label="Check details" value={tab} onChange={setTab} tabs={[{ value: 'spec', label: 'Spec' }]}>
 *     <TabPanel value="spec">...</TabPanel>
 *   </Tabs>
 */
export function Tabs<Value extends string = string>({
  value,
  onChange,
  tabs,
  label,
  children,
  className = '',
  listClassName = '',
}: TabsProps<Value>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onChange(next as Value)} className={`flex min-w-0 flex-col ${className}`}>
      <RadixTabs.List aria-label={label} className={`${TAB_LIST} ${listClassName}`}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={`${TAB_TRIGGER} ${TAB_INACTIVE} ${TAB_ACTIVE_ON_STATE}`}>
            {tab.label}
            {tab.badge}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}
