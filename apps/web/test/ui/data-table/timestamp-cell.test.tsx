import { formatTimestamp } from '@vigil/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimestampCell } from '#src/ui/data-table/timestamp-cell.tsx';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';

const NOW = Date.parse('2026-11-26T03:30:00Z');

describe('one date format in tables', () => {
  it('shows how long ago, with the absolute time in the reader locale in a tooltip', async () => {
    render(<RelativeTime value="2026-11-26T03:27:50Z" now={NOW} />);
    const time = screen.getByText('2m ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-26T03:27:50Z');
    await userEvent.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formatTimestamp('2026-11-26T03:27:50Z'));
  });

  it('shows nothing for a time that means never', () => {
    const { container } = render(
      <>
        <RelativeTime value={null} />
        <RelativeTime value="0001-01-01T00:00:00Z" />
        <TimestampCell getValue={() => null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is what the table cell shows', () => {
    render(<TimestampCell getValue={() => new Date(Date.now() - 5 * 3_600_000).toISOString()} />);
    expect(screen.getByText('5h ago').tagName).toBe('TIME');
  });
});
