import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface TabPanelProps {
  value: string;
  children: ReactNode;
  className?: string;
}

/** The content of one tab of Tabs; rendered only while its tab is selected. */
export function TabPanel({ value, children, className = 'pt-3' }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} className={`min-w-0 focus-visible:outline-none ${className}`}>
      {children}
    </RadixTabs.Content>
  );
}
