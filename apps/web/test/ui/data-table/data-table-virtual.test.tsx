import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '#src/ui/data-table/data-table.tsx';
import { stubTableLayout } from '../support/layout-stubs.ts';
import { AGENT_COLUMNS, makeAgents } from './fixtures.ts';

// A 350 px viewport holds 10 rows of 35 px; 10 more are rendered on each side as overscan.
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = stubTableLayout({ viewportHeight: 350, rowHeight: 35 });
});
afterEach(() => restoreLayout());

const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const firstCells = () => dataRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function scrollTo(top: number) {
  const scroller = screen.getByTestId('data-table-scroll');
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
}

describe('DataTable virtual mode', () => {
  it('renders only the rows around the viewport out of thousands', () => {
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(5000)} virtual={{}} />);
    expect(firstCells()).toHaveLength(20);
    expect(firstCells()[0]).toBe('agent-001');
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
  });

  it('renders the rows of wherever the user scrolls to', () => {
    render(<DataTable columns={AGENT_COLUMNS} data={makeAgents(5000)} virtual={{}} />);
    scrollTo(35 * 3000);
    const shown = firstCells();
    expect(shown).toContain('agent-3001');
    expect(shown).toContain('agent-3010');
    expect(shown).not.toContain('agent-001');
    expect(shown.length).toBeLessThanOrEqual(30);
  });

  it('asks for twice the page size when the last row is reached', () => {
    const onPageSizeChange = vi.fn();
    render(
      <DataTable
        columns={AGENT_COLUMNS}
        data={makeAgents(100)}
        virtual={{ pageSize: 100, onPageSizeChange }}
      />,
    );
    expect(onPageSizeChange).not.toHaveBeenCalled();
    scrollTo(35 * 40);
    expect(onPageSizeChange).not.toHaveBeenCalled();
    scrollTo(35 * 90);
    expect(onPageSizeChange).toHaveBeenCalledTimes(1);
    expect(onPageSizeChange).toHaveBeenCalledWith(200);
  });

  it('keeps growing as more rows arrive, and stops when the server has no more', () => {
    function Changes() {
      const [pageSize, setPageSize] = useState(50);
      // "The server" holds 130 rows.
      return (
        <>
          <DataTable
            columns={AGENT_COLUMNS}
            data={makeAgents(Math.min(pageSize, 130))}
            virtual={{ pageSize, onPageSizeChange: setPageSize }}
          />
          <output>asked for {pageSize}</output>
        </>
      );
    }
    render(<Changes />);
    scrollTo(35 * 45);
    expect(screen.getByText('asked for 100')).toBeInTheDocument();
    scrollTo(35 * 95);
    expect(screen.getByText('asked for 200')).toBeInTheDocument();
    scrollTo(35 * 125);
    expect(firstCells()).toContain('agent-130');
    expect(screen.getByText('asked for 200')).toBeInTheDocument();
  });

  it('does not ask for more while rows are being fetched or when told there are no more', () => {
    const onPageSizeChange = vi.fn();
    const view = render(
      <DataTable columns={AGENT_COLUMNS} data={makeAgents(20)} isFetching virtual={{ pageSize: 20, onPageSizeChange }} />,
    );
    expect(screen.getByText('loading data...')).toBeInTheDocument();
    expect(onPageSizeChange).not.toHaveBeenCalled();

    view.rerender(
      <DataTable
        columns={AGENT_COLUMNS}
        data={makeAgents(20)}
        virtual={{ pageSize: 20, onPageSizeChange, hasMore: false }}
      />,
    );
    expect(onPageSizeChange).not.toHaveBeenCalled();

    view.rerender(
      <DataTable columns={AGENT_COLUMNS} data={makeAgents(20)} virtual={{ pageSize: 20, onPageSizeChange }} />,
    );
    expect(onPageSizeChange).toHaveBeenCalledWith(40);
  });

  it('asks from a smaller size again after a filter resets it', () => {
    const onPageSizeChange = vi.fn();
    const view = render(
      <DataTable columns={AGENT_COLUMNS} data={makeAgents(10)} virtual={{ pageSize: 10, onPageSizeChange }} />,
    );
    expect(onPageSizeChange).toHaveBeenLastCalledWith(20);
    view.rerender(<DataTable columns={AGENT_COLUMNS} data={makeAgents(15)} virtual={{ pageSize: 20, onPageSizeChange }} />);
    view.rerender(
      <DataTable columns={AGENT_COLUMNS} data={makeAgents(10).slice(0, 9)} virtual={{ pageSize: 10, onPageSizeChange }} />,
    );
    view.rerender(<DataTable columns={AGENT_COLUMNS} data={makeAgents(10)} virtual={{ pageSize: 10, onPageSizeChange }} />);
    expect(onPageSizeChange).toHaveBeenCalledTimes(2);
    expect(onPageSizeChange).toHaveBeenLastCalledWith(20);
  });
});
