import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortingState } from '@tanstack/react-table';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { LocationProbe, currentSearchParams } from '../support/location-probe.tsx';
import { AGENT_COLUMNS, makeAgents } from './fixtures.ts';

const TYPE_FIRST: SortingState = [{ id: 'type', desc: false }];

function HealthTable({ withDefault = false }: { withDefault?: boolean }) {
  const [sorting, setSorting] = useSortingSearchParams({
    orderStyle: 'sortDesc',
    ...(withDefault ? { defaultSorting: TYPE_FIRST } : {}),
  });
  return (
    <>
      <DataTable columns={AGENT_COLUMNS} data={makeAgents(4)} sorting={sorting} onSortingChange={setSorting} />
      <LocationProbe />
    </>
  );
}

const renderAt = (url: string, withDefault = false) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <HealthTable withDefault={withDefault} />
    </MemoryRouter>,
  );
const sortButton = (name: string) => within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole('button');
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

describe('sorting in the URL', () => {
  it('uses sortBy and sortDesc on the health page, sorting the rows locally', async () => {
    const user = userEvent.setup();
    renderAt('/health?sortBy=name&sortDesc=true');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('agent-004');

    await user.click(sortButton('Checks'));
    expect(currentSearchParams().toString()).toBe('sortBy=checks&sortDesc=false');
  });

  it('shows the default sort until the user removes it, and remembers the removal', async () => {
    const user = userEvent.setup();
    renderAt('/catalog', true);
    expect(header('Type')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(sortButton('Type'));
    await user.click(sortButton('Type'));
    expect(currentSearchParams().get('sortBy')).toBe('');
    expect(header('Type')).toHaveAttribute('aria-sort', 'none');
  });
});
