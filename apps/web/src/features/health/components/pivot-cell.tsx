import { DropdownMenu } from 'radix-ui';
import type { CheckSummary } from '../api/check-summary.types.ts';
import type { PivotCellType } from '../utils/health-search-params.ts';
import { cellHealth, cellLatency, cellUptime } from '../utils/pivot-cell-values.ts';
import { HealthStatusDot } from './health-status-dot.tsx';
import { MENU_CONTENT, MENU_ITEM } from './health-menu-styles.ts';

export interface PivotCellProps {
  checks: readonly CheckSummary[] | undefined;
  cellType: PivotCellType;
  /** Names the cell for assistive technology, e.g. 'web, prod'. */
  place: string;
  onCheckClick: (check: CheckSummary) => void;
}

const CELL_BUTTON =
  'inline-flex min-w-12 items-center justify-center gap-1.5 rounded px-2 py-0.5 tabular-nums hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-500';

function CellValue({ checks, cellType }: { checks: readonly CheckSummary[]; cellType: PivotCellType }) {
  if (cellType === 'uptime') return <span>{cellUptime(checks)}</span>;
  if (cellType === 'latency') return <span>{cellLatency(checks)}</span>;
  return <HealthStatusDot state={cellHealth(checks)} />;
}

/** One cell of the pivot: opens its check, or lists its checks when there are several. */
export function PivotCell({ checks, cellType, place, onCheckClick }: PivotCellProps) {
  if (!checks || checks.length === 0) return null;
  if (checks.length === 1) {
    const check = checks[0]!;
    return (
      <button type="button" aria-label={`${check.name} (${place})`} title={check.name} className={CELL_BUTTON} onClick={() => onCheckClick(check)}>
        <CellValue checks={checks} cellType={cellType} />
      </button>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={`${checks.length} checks (${place})`} className={CELL_BUTTON}>
        <CellValue checks={checks} cellType={cellType} />
        <span className="rounded-full bg-gray-200 px-1.5 text-xs text-gray-700">{checks.length}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="center" sideOffset={4} className={MENU_CONTENT}>
          {checks.map((check) => (
            <DropdownMenu.Item key={check.id} className={MENU_ITEM} onSelect={() => onCheckClick(check)}>
              <HealthStatusDot state={check.status ?? 'unknown'} />
              {check.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
