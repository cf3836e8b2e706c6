import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from '#src/ui/filters/search-input.tsx';

function Page({ debounceMs, onSearch }: { debounceMs?: number; onSearch: (value: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <>
      <SearchInput
        value={query}
        debounceMs={debounceMs}
        placeholder="Search by name, description, or endpoint"
        onChange={(value) => {
          onSearch(value);
          setQuery(value);
        }}
      />
      <button type="button" onClick={() => setQuery('db')}>
        Show db checks
      </button>
      <output>applied {query}</output>
    </>
  );
}

describe('SearchInput', () => {
  // Only the timers the debounce uses: React schedules its own work with setImmediate.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());
  // user-event waits on real timers between steps, so keystrokes are sent one change at a time.
  const typeInto = (box: HTMLElement, text: string) => {
    for (let i = 1; i <= text.length; i += 1) {
      fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + text.slice(i - 1, i) } });
    }
  };

  it('applies the search once typing pauses for 400 ms', async () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search by name, description, or endpoint');

    typeInto(box, 'api');
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByText(/^applied/)).toHaveTextContent(/^applied$/);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('api');
    expect(screen.getByText('applied api')).toBeInTheDocument();
  });

  it('restarts the pause on every key, so a burst of typing applies once', async () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    typeInto(box, 'data');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    typeInto(box, 'base');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onSearch.mock.calls).toEqual([['database']]);
  });

  it('takes another pause when configured', async () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} debounceMs={100} />);
    typeInto(screen.getByRole('searchbox'), 'x');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onSearch).toHaveBeenCalledWith('x');
  });

  it('clears at once with the clear button, which shows only when there is text', async () => {
    const onSearch = vi.fn();
    render(<Page onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox');
    typeInto(box, 'api');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    onSearch.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search applied from elsewhere (a link, the back button)', async () => {
    render(<Page onSearch={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show db checks' }));
    expect(screen.getByRole('searchbox')).toHaveValue('db');
  });
});
