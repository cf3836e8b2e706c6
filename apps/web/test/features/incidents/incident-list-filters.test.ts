import { describe, expect, it } from 'vitest';
import { incidentListQuery, readIncidentFilters, withIncidentFilters } from '#src/features/incidents/utils/incident-list-filters.ts';

describe('the incident list filters in the query string', () => {
  it('opens on open incidents, and status=all shows every status', () => {
    expect(readIncidentFilters(new URLSearchParams('')).status).toBe('open');
    expect(readIncidentFilters(new URLSearchParams('status=all')).status).toBe('');
    expect(readIncidentFilters(new URLSearchParams('status=closed')).status).toBe('closed');
  });

  it('reads every filter under its own name', () => {
    const filters = readIncidentFilters(new URLSearchParams('type=cost&severity=high&status=mitigated&owner=p1&component=c1&search=disk'));
    expect(filters).toEqual({ type: 'cost', severity: 'high', status: 'mitigated', owner: 'p1', component: 'c1', search: 'disk' });
  });

  it('writes a change back, leaving out empty filters and the default status, and starts paging over', () => {
    const start = new URLSearchParams('type=cost&pageIndex=3&pageSize=100');
    expect(withIncidentFilters(start, { type: '', severity: 'high' }).toString()).toBe('pageSize=100&severity=high');
    expect(withIncidentFilters(start, { status: '' }).get('status')).toBe('all');
    expect(withIncidentFilters(new URLSearchParams('status=closed'), { status: 'open' }).has('status')).toBe(false);
  });

  it('asks the data API for one page, newest first, with each filter as spec 002 §7 says', () => {
    const query = incidentListQuery(
      { type: 'cost', severity: 'high', status: 'open', owner: 'p1', component: 'c1', search: '50%_off' },
      2,
      50,
    ).toSearchParams();
    expect(query.get('type')).toBe('eq.cost');
    expect(query.get('severity')).toBe('eq.high');
    expect(query.get('status')).toBe('eq.open');
    expect(query.get('created_by')).toBe('eq.p1');
    expect(query.get('hypotheses.evidences.component_id')).toBe('eq.c1');
    expect(query.get('select')).toContain('hypotheses!inner(evidences!inner())');
    expect(query.get('title')).toBe('ilike.*50\\%\\_off*');
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('responders.deleted_at')).toBe('is.null');
    expect(query.get('order')).toBe('created_at.desc,id.desc');
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('100');
  });

  it('leaves out what is not filtered', () => {
    const query = incidentListQuery({ type: '', severity: '', status: '', owner: '', component: '', search: '' }, 0, 50).toSearchParams();
    for (const name of ['type', 'severity', 'status', 'created_by', 'title', 'hypotheses.evidences.component_id']) expect(query.has(name)).toBe(false);
    expect(query.get('select')).not.toContain('hypotheses');
  });
});
