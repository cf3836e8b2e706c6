import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import { CostCell } from '../list/cost-cell.tsx';
import { SidebarRow, SidebarSection } from './sidebar-section.tsx';

/** The 1, 7 and 30 day totals; the 30-day one with its badge against the daily average (spec 002). */
export function ConfigCostSection({ config }: { config: ConfigDetail }) {
  const totals: Array<[string, number | null | undefined]> = [
    ['1 day', config.cost_total_1d],
    ['7 days', config.cost_total_7d],
    ['30 days', config.cost_total_30d],
  ];
  if (totals.every(([, value]) => !value)) return null;
  return (
    <SidebarSection title="Cost">
      <dl>
        {totals.map(([label, value]) => (
          <SidebarRow key={label} label={label}>
            {value ? <CostCell value={value} {...(label === '30 days' ? { lastDay: config.cost_total_1d } : {})} /> : '-'}
          </SidebarRow>
        ))}
      </dl>
    </SidebarSection>
  );
}
