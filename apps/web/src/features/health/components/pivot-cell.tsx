import type { CheckSummary } from '@vigil/domain';
import type { PivotCellType } from '../utils/health-search-params.ts';
import { cellHealth, cellLatency, cellUptime } from '../utils/pivot-cell-values.ts';
import { HealthStatusDot } from './health-status-dot.tsx';
import { Badge } from '#src/ui/badge/badge.tsx';
import { DropdownMenu } from '#src/ui/dropdown-menu/dropdown-menu.tsx';
import { DropdownMenuItem } from '#src/ui/dropdown-menu/dropdown-menu-item.tsx';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';

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
      <Tooltip content={check.name}>
        <button type="button" aria-label={`${check.name} (${place})`} className={CELL_BUTTON} onClick={() => onCheckClick(check)}>
          <CellValue checks={checks} cellType={cellType} />
        </button>
      </Tooltip>
    );
  }
  return (
    <DropdownMenu
      align="center"
      trigger={
        <button type="button" aria-label={`${checks.length} checks (${place})`} className={CELL_BUTTON}>
          <CellValue checks={checks} cellType={cellType} />
          <Badge shape="count">{checks.length}</Badge>
        </button>
      }
    >
      {checks.map((check) => (
        <DropdownMenuItem key={check.id} onSelect={() => onCheckClick(check)}>
          <HealthStatusDot state={check.status ?? 'unknown'} />
          {check.name}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
