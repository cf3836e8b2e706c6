import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';

export interface Agent {
  id: string;
  name: string;
  type: string;
  checks: number;
}

/** agent-001 ... agent-N; types cycle through kubernetes, aws, local; check counts vary. */
export function makeAgents(count: number): Agent[] {
  const types = ['kubernetes', 'aws', 'local'];
  return Array.from({ length: count }, (_, i) => ({
    id: `id-${i + 1}`,
    name: `agent-${String(i + 1).padStart(3, '0')}`,
    type: types[i % types.length] ?? 'local',
    checks: (i * 7) % 23,
  }));
}

const column = createColumnHelper<Agent>();

export const AGENT_COLUMNS = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('type', { header: 'Type' }),
  column.accessor('checks', { header: 'Checks' }),
] as ColumnDef<Agent, unknown>[];
