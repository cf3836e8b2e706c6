import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';
import { LocationProbe, currentSearchParams } from '../support/location-probe.tsx';
import { AGENT_COLUMNS, makeAgents } from './fixtures.ts';

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const goToPage = () => screen.getByRole('spinbutton', { name: 'Go to page' });
const pageSize = () => screen.getByRole('combobox', { name: 'Page size' });

describe('DataTable local paging', () => {
  const renderLocal = () =>
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(120)} pagination={{ mode: 'local', pageSize: 25 }} />);

  it("shows one page at a time with 'Page X of Y'", () => {
    renderLocal();
    expect(bodyRows()).toHaveLength(25);
    expect(firstCells()[0]).toBe('agent-001');
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
  });

  it('moves with next, previous, last and first, disabling what leads nowhere', async () => {
    const user = userEvent.setup();
    renderLocal();
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();

    await user.click(button('Next page'));
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('agent-026');

    await user.click(button('Last page'));
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(firstCells()).toHaveLength(20);
    expect(button('Next page')).toBeDisabled();
    expect(button('Last page')).toBeDisabled();

    await user.click(button('Previous page'));
    expect(screen.getByText('Page 4 of 5')).toBeInTheDocument();
    await user.click(button('First page'));
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
  });

  it('goes to a typed page, keeping it between 1 and the page count', async () => {
    const user = userEvent.setup();
    renderLocal();
    expect(goToPage()).toHaveAttribute('min', '1');
    expect(goToPage()).toHaveAttribute('max', '5');

    await user.clear(goToPage());
    await user.type(goToPage(), '3{Enter}');
    expect(screen.getByText('Page 3 of 5')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('agent-051');

    await user.clear(goToPage());
    await user.type(goToPage(), '99{Enter}');
    expect(screen.getByText('Page 5 of 5')).toBeInTheDocument();
    expect(goToPage()).toHaveValue(5);

    await user.clear(goToPage());
    await user.type(goToPage(), '0');
    await user.tab();
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
  });

  it('offers the spec page sizes and starts over at page 1 with a new size', async () => {
    const user = userEvent.setup();
    renderLocal();
    const choices = (await optionsOf(pageSize(), user)).map((option) => Number(option.dataset.value));
    expect(choices).toEqual([5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000]);
    expect(pageSize()).toHaveValue('25');

    await user.click(button('Next page'));
    await chooseOption(pageSize(), '50', user);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
  });

  it('offers only the given page sizes', async () => {
    render(
      <DataTable
        columns={AGENT_COLUMNS}
        data={makeAgents(10)}
        pagination={{ mode: 'local', pageSize: 50, pageSizeOptions: [50, 100, 200] }}
      />,
    );
    expect((await optionsOf(pageSize())).map((option) => option.textContent)).toEqual([
      'Show 50',
      'Show 100',
      'Show 200',
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('goes back to the first page when the sort changes', async () => {
    const user = userEvent.setup();
    renderLocal();
    await user.click(button('Last page'));
    await user.click(within(screen.getByRole('columnheader', { name: /^Name/ })).getByRole('button'));
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
  });
});

describe('DataTable remote paging with the URL', () => {
  const ALL = makeAgents(230);

  /** A page that asks "the server" for one page at a time, as the agents list does. */
  function AgentsPage({ fetching = false }: { fetching?: boolean }) {
    const paging = usePaginationSearchParams({ defaultPageSize: 50 });
    const [sorting, setSorting] = useSortingSearchParams({ resetKeys: ['pageIndex'] });
    const sorted = [...ALL].sort((a, b) => {
      const key = sorting[0];
      if (!key) return 0;
      const order = String(a[key.id as 'name']).localeCompare(String(b[key.id as 'name']));
      return key.desc ? -order : order;
    });
    const start = paging.pageIndex * paging.pageSize;
    return (
      <>
        <DataTable
          columns={AGENT_COLUMNS}
          data={sorted.slice(start, start + paging.pageSize)}
          isFetching={fetching}
          manualSorting
          sorting={sorting}
          onSortingChange={setSorting}
          pagination={{ mode: 'remote', ...paging, totalRowCount: ALL.length, pageSizeOptions: [50, 100, 200] }}
        />
        <LocationProbe />
      </>
    );
  }

  const renderAt = (url: string, fetching = false) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <AgentsPage fetching={fetching} />
      </MemoryRouter>,
    );

  it('reads page index and size from the URL', () => {
    renderAt('/settings/agents?pageIndex=2&pageSize=100');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('agent-201');
    expect(bodyRows()).toHaveLength(30);
    expect(screen.queryByText('loading data...')).not.toBeInTheDocument();
  });

  it('writes page changes to the URL and leaves defaults out', async () => {
    const user = userEvent.setup();
    renderAt('/settings/agents');
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();

    await user.click(button('Next page'));
    expect(currentSearchParams().get('pageIndex')).toBe('1');
    expect(firstCells()[0]).toBe('agent-051');

    await chooseOption(pageSize(), '200', user);
    expect(currentSearchParams().get('pageSize')).toBe('200');
    expect(currentSearchParams().has('pageIndex')).toBe(false);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('falls back to the defaults on nonsense in the URL', () => {
    renderAt('/settings/agents?pageIndex=-4&pageSize=lots');
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
  });

  it('writes server-side sorting as sortBy and sortOrder and goes back to the first page', async () => {
    const user = userEvent.setup();
    renderAt('/settings/agents?pageIndex=3');
    const nameHeader = () => within(screen.getByRole('columnheader', { name: /^Name/ })).getByRole('button');

    await user.click(nameHeader());
    expect(currentSearchParams().toString()).toBe('sortBy=name&sortOrder=asc');
    await user.click(nameHeader());
    expect(currentSearchParams().toString()).toBe('sortBy=name&sortOrder=desc');
    expect(firstCells()[0]).toBe('agent-230');
    await user.click(nameHeader());
    expect(currentSearchParams().toString()).toBe('');
  });

  it("shows 'loading data...' while a page is being fetched", () => {
    renderAt('/settings/agents', true);
    expect(screen.getByText('loading data...')).toBeVisible();
    expect(bodyRows()).toHaveLength(50);
  });
});

describe('DataTable controlled local paging', () => {
  it('reports page changes and follows the page it is given', async () => {
    const user = userEvent.setup();
    function Users() {
      const [page, setPage] = useState({ pageIndex: 1, pageSize: 10 });
      return (
        <DataTable
          columns={AGENT_COLUMNS}
          data={makeAgents(35)}
          pagination={{ mode: 'local', ...page, onChange: setPage }}
        />
      );
    }
    render(<Users />);
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    await user.click(button('Next page'));
    expect(screen.getByText('Page 3 of 4')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('agent-021');
  });
});
