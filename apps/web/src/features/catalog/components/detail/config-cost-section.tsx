import type { ConfigDetail } from '../../api/config-detail.types.ts';
import { SidebarRow, SidebarSection } from './sidebar-section.tsx';

/** Spec 002 §9: '$' with 2 decimals up to 10, whole dollars above. */
function formatCost(value: number): string {
  return `$${value.toFixed(value <= 10 ? 2 : 0)}`;
}

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
            {value ? formatCost(value) : '-'}
          </SidebarRow>
        ))}
      </dl>
    </SidebarSection>
  );
}
