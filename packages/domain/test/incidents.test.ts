import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUSES, INCIDENT_STATUS_MOVES, isIncidentStatus } from '../src/index.ts';

describe('incident statuses', () => {
  it('allows the moves of spec 002 §4 from each status', () => {
    expect(INCIDENT_STATUS_MOVES).toEqual({
      new: ['new', 'open', 'investigating', 'mitigated', 'resolved', 'closed'],
      open: ['open', 'investigating', 'mitigated', 'resolved', 'closed'],
      investigating: ['investigating', 'mitigated', 'resolved', 'closed'],
      mitigated: ['mitigated', 'resolved', 'closed', 'open'],
      resolved: ['resolved', 'closed', 'open'],
      closed: ['closed', 'open'],
    });
    expect(Object.keys(INCIDENT_STATUS_MOVES)).toEqual([...INCIDENT_STATUSES]);
  });

  it('knows its statuses', () => {
    expect(isIncidentStatus('mitigated')).toBe(true);
    expect(isIncidentStatus('urgent')).toBe(false);
    expect(isIncidentStatus(3)).toBe(false);
  });
});
