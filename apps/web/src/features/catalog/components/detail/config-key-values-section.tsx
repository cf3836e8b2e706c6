import { SidebarSection } from './sidebar-section.tsx';

/** Labels or tags as key=value chips; nothing when there are none. */
export function ConfigKeyValuesSection({ title, values }: { title: string; values: Record<string, string> }) {
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <SidebarSection title={title}>
      <ul className="flex flex-wrap gap-1">
        {entries.map(([key, value]) => (
          <li key={key} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800">
            {key}={value}
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
