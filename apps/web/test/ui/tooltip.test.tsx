import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from '#src/ui/tooltip/tooltip.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';

/** jsdom lays nothing out: give spans the widths a browser would. */
function layOut(scrollWidth: number, clientWidth: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => clientWidth });
}

afterEach(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollWidth;
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape', async () => {
    render(
      <Tooltip content="2025-03-01 10:00:00">
        <button type="button">5m ago</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('2025-03-01 10:00:00');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover', async () => {
    render(
      <Tooltip content="Namespace">
        <span>prod</span>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByText('prod'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Namespace');
  });
});

describe('TruncatedText', () => {
  it('shows the whole text in a tooltip when it is cut off', async () => {
    layOut(400, 120);
    render(<TruncatedText>https://shop.example.com/a/very/long/path/to/the/status/page</TruncatedText>);
    await userEvent.hover(screen.getByText(/^https:/));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('https://shop.example.com/a/very/long/path/to/the/status/page');
  });

  it('shows no tooltip for text that fits', async () => {
    layOut(80, 120);
    render(
      <>
        <TruncatedText>short</TruncatedText>
        <Tooltip content="other">
          <button type="button">other</button>
        </Tooltip>
      </>,
    );
    await userEvent.hover(screen.getByText('short'));
    // The other tooltip opening proves hovering was seen; the short text's stays away.
    await userEvent.hover(screen.getByRole('button', { name: 'other' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('other');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
  });

  it('can say more than it shows', async () => {
    layOut(400, 120);
    render(<TruncatedText text="web-checks in namespace production">web-checks</TruncatedText>);
    await userEvent.hover(screen.getByText('web-checks'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('web-checks in namespace production');
  });
});
