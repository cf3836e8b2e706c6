import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { TAB_ACTIVE, TAB_INACTIVE, TAB_LIST, TAB_TRIGGER } from '../styles/kit-classes.ts';

export interface NavTabItem {
  to: string;
  label: ReactNode;
  /** A count shown as a badge after the label. */
  badge?: ReactNode;
  /** Whether the tab is the page shown; default: the link matches the address. */
  current?: boolean;
  /** Matches only the exact address (NavLink's `end`); default true. */
  end?: boolean;
}

export interface NavTabsProps {
  items: readonly NavTabItem[];
  /** Names the navigation. */
  label: string;
  className?: string;
}

/**
 * Tabs that are links, one address per tab (the catalog sections, a config's tabs): they look like
 * Tabs, and the current one is `aria-current="page"`.
 */
export function NavTabs({ items, label, className = '' }: NavTabsProps) {
  return (
    <nav aria-label={label} className={`${TAB_LIST} bg-white px-3 ${className}`}>
      {items.map((item) =>
        item.current === undefined ? (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end ?? true}
            className={({ isActive }) => `${TAB_TRIGGER} ${isActive ? TAB_ACTIVE : TAB_INACTIVE}`}
          >
            {item.label}
            {item.badge}
          </NavLink>
        ) : (
          <Link
            key={item.to}
            to={item.to}
            aria-current={item.current ? 'page' : undefined}
            className={`${TAB_TRIGGER} ${item.current ? TAB_ACTIVE : TAB_INACTIVE}`}
          >
            {item.label}
            {item.badge}
          </Link>
        ),
      )}
    </nav>
  );
}
