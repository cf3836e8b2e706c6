import { Badge } from '#src/ui/badge/badge.tsx';

/** A line's labels as `key=value` tags, in name order. */
export function LogLabels({ labels }: { labels: Record<string, string> }) {
  const entries = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Labels" className="flex flex-wrap gap-1">
      {entries.map(([key, value]) => (
        <li key={key} className="min-w-0 max-w-full">
          <Badge className="max-w-full" title={`${key}=${value}`}>
            <span className="min-w-0 truncate">
              {key}={value}
            </span>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
