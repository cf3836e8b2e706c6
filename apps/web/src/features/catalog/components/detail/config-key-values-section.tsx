import { Badge } from '#src/ui/badge/badge.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';
import { SidebarSection } from './sidebar-section.tsx';

/** Labels or tags as key=value chips; nothing when there are none. */
export function ConfigKeyValuesSection({ title, values }: { title: string; values: Record<string, string> }) {
  const entries = Object.entries(values);
  if (entries.length === 0) return null;
  return (
    <SidebarSection title={title}>
      <ul className="flex flex-wrap gap-1">
        {entries.map(([key, value]) => (
          <li key={key} className="max-w-full">
            <Badge className="max-w-full">
              <TruncatedText>
                {key}={value}
              </TruncatedText>
            </Badge>
          </li>
        ))}
      </ul>
    </SidebarSection>
  );
}
