import { Link } from 'react-router';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import { formatDetailTime } from '#src/features/catalog/utils/detail/format-detail-time.ts';
import { SidebarRow, SidebarSection } from './sidebar-section.tsx';

/** Type, class, status and health, times, agent, scraper and external ids (spec 002 §3, §4). */
export function ConfigDetailsSection({ config }: { config: ConfigDetail }) {
  const deleted = Boolean(config.deleted_at);
  return (
    <SidebarSection title="Details">
      <dl>
        <SidebarRow label="Type">
          {config.type ? <Link className="text-blue-700 hover:underline" to={`/catalog?configType=${encodeURIComponent(config.type)}`}><IconLabel name={config.type}>{config.type}</IconLabel></Link> : '-'}
        </SidebarRow>
        <SidebarRow label="Class">{config.config_class || '-'}</SidebarRow>
        <SidebarRow label="Status">{deleted ? `Deleted ${formatDetailTime(config.deleted_at)}` : config.status || '-'}</SidebarRow>
        <SidebarRow label={deleted ? 'Last status' : 'Health'}>{config.health || '-'}</SidebarRow>
        <SidebarRow label="Created">{formatDetailTime(config.created_at)}</SidebarRow>
        <SidebarRow label="Updated">{formatDetailTime(config.updated_at)}</SidebarRow>
        {deleted && <SidebarRow label="Deleted">{formatDetailTime(config.deleted_at)}</SidebarRow>}
        <SidebarRow label="Last scraped">{formatDetailTime(config.last_scraped_time)}</SidebarRow>
        {config.agent && <SidebarRow label="Agent">{config.agent.name}</SidebarRow>}
        {config.scraper && (
          <SidebarRow label="Scraper">
            <Link className="text-blue-700 hover:underline" to={`/catalog/scrapers/${config.scraper.id}`}>
              {config.scraper.name}
            </Link>
          </SidebarRow>
        )}
        {config.external_id && config.external_id.length > 0 && (
          <SidebarRow label="External IDs">
            <ul>
              {config.external_id.map((id) => (
                <li key={id} className="font-mono text-xs">{id}</li>
              ))}
            </ul>
          </SidebarRow>
        )}
      </dl>
    </SidebarSection>
  );
}
