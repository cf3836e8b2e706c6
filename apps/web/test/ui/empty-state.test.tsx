import { render, screen } from '@testing-library/react';
import { Search } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Badge } from '#src/ui/badge/badge.tsx';
import { Card } from '#src/ui/card/card.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';

describe('EmptyState', () => {
  it('shows an icon, the title, the sentence and the action that fills the list', () => {
    const { container } = render(
      <EmptyState title="No resources found" description="Add a health check to start." action={<button type="button">Add Health Check</button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No resources found' })).toBeInTheDocument();
    expect(screen.getByText('Add a health check to start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Health Check' })).toBeInTheDocument();
    // An icon even when none is given, hidden from assistive technology.
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('uses the icon it is given', () => {
    const { container } = render(<EmptyState title="No matches" icon={Search} size="compact" />);
    expect(container.querySelector('svg.lucide-search')).not.toBeNull();
  });
});

describe('Card and Badge', () => {
  it('a card is a region named by its title', () => {
    render(<Card title="Uptime">99.5%</Card>);
    expect(screen.getByRole('region', { name: 'Uptime' })).toHaveTextContent('99.5%');
  });

  it('a count badge can be read as what it counts', () => {
    render(
      <Badge shape="count" label="4 checks">
        4
      </Badge>,
    );
    expect(screen.getByLabelText('4 checks')).toHaveTextContent('4');
  });
});
