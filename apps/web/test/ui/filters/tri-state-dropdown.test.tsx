import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LabelFilterDropdown } from '#src/ui/filters/label-filter-dropdown.tsx';
import type { TriStateSelections } from '#src/ui/filters/tri-state.ts';
import { type TriStateOption, TriStateDropdown } from '#src/ui/filters/tri-state-dropdown.tsx';
import { useTriStateSearchParam } from '#src/ui/filters/use-tri-state-search-param.ts';
import { LocationProbe, currentSearchParams } from '../support/location-probe.tsx';

const STATUSES: TriStateOption[] = ['RUNNING', 'SUCCESS', 'WARNING', 'FAILED'].map((value) => ({ value }));

function StatusFilter({ initial = {} }: { initial?: TriStateSelections }) {
  const [value, setValue] = useState<TriStateSelections>(initial);
  return <TriStateDropdown label="Status" options={STATUSES} value={value} onChange={setValue} />;
}

const trigger = (name: RegExp) => screen.getByRole('button', { name });

describe('TriStateDropdown', () => {
  it('shows All until something is chosen, then a chip per value, excluded ones marked', async () => {
    const user = userEvent.setup();
    render(<StatusFilter />);
    expect(trigger(/^Status/)).toHaveTextContent('Status:All');

    await user.click(trigger(/^Status/));
    const panel = screen.getByRole('dialog', { name: 'Status' });
    await user.click(within(panel).getByRole('button', { name: 'Include FAILED' }));
    await user.click(within(panel).getByRole('button', { name: 'Exclude SUCCESS' }));

    expect(trigger(/^Status/)).toHaveAccessibleName('Status: FAILED not SUCCESS');
  });

  it('switches from chips to a count at 4 selections', async () => {
    const user = userEvent.setup();
    render(<StatusFilter initial={{ RUNNING: 1, SUCCESS: -1, WARNING: 1 }} />);
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: RUNNING not SUCCESS WARNING');

    await user.click(trigger(/^Status/));
    await user.click(screen.getByRole('button', { name: 'Exclude FAILED' }));
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: 4 selected');
  });

  it('resets a value chosen again and clears all with Clear', async () => {
    const user = userEvent.setup();
    render(<StatusFilter initial={{ FAILED: 1, WARNING: 1 }} />);
    await user.click(trigger(/^Status/));
    await user.click(screen.getByRole('button', { name: 'Include FAILED' }));
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: WARNING');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: All');
  });

  it('keeps one state per tag key in the tags dropdown', async () => {
    const user = userEvent.setup();
    const tags: TriStateOption[] = [
      { value: 'env=prod', label: 'env: prod', group: 'env' },
      { value: 'env=dev', label: 'env: dev', group: 'env' },
      { value: 'team=ops', label: 'team: ops', group: 'team' },
    ];
    function Tags() {
      const [value, setValue] = useState<TriStateSelections>({});
      return <TriStateDropdown label="Tags" options={tags} value={value} onChange={setValue} />;
    }
    render(<Tags />);
    await user.click(trigger(/^Tags/));
    await user.click(screen.getByRole('button', { name: 'Include env: prod' }));
    await user.click(screen.getByRole('button', { name: 'Include team: ops' }));
    await user.click(screen.getByRole('button', { name: 'Exclude env: dev' }));

    expect(trigger(/^Tags/)).toHaveAccessibleName('Tags: team: ops not env: dev');
    expect(screen.getByRole('button', { name: 'Include env: prod' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers a search over long option lists', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 12 }, (_, i) => ({ value: `namespace-${i}` }));
    render(<TriStateDropdown label="Namespace" options={many} value={{}} onChange={() => {}} />);
    await user.click(trigger(/^Namespace/));
    await user.type(screen.getByRole('searchbox', { name: 'Search Namespace' }), '-1');
    const panel = screen.getByRole('dialog', { name: 'Namespace' });
    expect(within(panel).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual([
      'namespace-1',
      'namespace-10',
      'namespace-11',
    ]);
  });
});

describe('LabelFilterDropdown', () => {
  const LABELS: TriStateOption[] = ['env=prod', 'team=ops', 'tier=web', 'zone=a', 'zone=b'].map((value) => ({ value }));

  function Labels() {
    const [value, setValue] = useState<TriStateSelections>({});
    return <LabelFilterDropdown options={LABELS} value={value} onChange={setValue} />;
  }

  it("lists up to 3 labels and summarises 'including N labels' from 4 on", async () => {
    const user = userEvent.setup();
    render(<Labels />);
    await user.click(trigger(/^Labels/));
    for (const label of ['env=prod', 'team=ops', 'tier=web']) {
      await user.click(screen.getByRole('button', { name: `Include ${label}` }));
    }
    expect(trigger(/^Labels/)).toHaveAccessibleName('Labels: env=prod team=ops tier=web');
    await user.click(screen.getByRole('button', { name: 'Exclude zone=a' }));
    expect(trigger(/^Labels/)).toHaveAccessibleName('Labels: including 4 labels');
    await user.click(screen.getByRole('button', { name: 'Include zone=b' }));
    expect(trigger(/^Labels/)).toHaveAccessibleName('Labels: including 5 labels');
  });
});

describe('tri-state selections in the URL', () => {
  function JobFilters() {
    const [status, setStatus] = useTriStateSearchParam('status', { SUCCESS: -1 });
    return (
      <>
        <TriStateDropdown label="Status" options={STATUSES} value={status} onChange={setStatus} />
        <LocationProbe />
      </>
    );
  }

  it('starts from the default, writes changes as value:state pairs and keeps other keys', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/settings/jobs?pageIndex=2']}>
        <JobFilters />
      </MemoryRouter>,
    );
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: not SUCCESS');
    expect(currentSearchParams().has('status')).toBe(false);

    await user.click(trigger(/^Status/));
    await user.click(screen.getByRole('button', { name: 'Include FAILED' }));
    expect(currentSearchParams().get('status')).toBe('SUCCESS:-1,FAILED:1');
    expect(currentSearchParams().get('pageIndex')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(currentSearchParams().get('status')).toBe('');
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: All');

    await user.click(screen.getByRole('button', { name: 'Exclude SUCCESS' }));
    expect(currentSearchParams().has('status')).toBe(false);
  });

  it('reads the selection from a shared link', () => {
    render(
      <MemoryRouter initialEntries={['/settings/jobs?status=RUNNING:1,WARNING:-1']}>
        <JobFilters />
      </MemoryRouter>,
    );
    expect(trigger(/^Status/)).toHaveAccessibleName('Status: RUNNING not WARNING');
  });
});
