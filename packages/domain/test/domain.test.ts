import { describe, expect, it } from 'vitest';
import { LOCAL_AGENT_ID, isEditableInUi, isJobStatus, isLocalAgent, isResourceSource } from '../src/index.ts';

describe('agents', () => {
  it('treats the all-zero id and a missing id as the local agent', () => {
    expect(isLocalAgent(LOCAL_AGENT_ID)).toBe(true);
    expect(isLocalAgent(null)).toBe(true);
    expect(isLocalAgent('0190f1b4-3a5e-7c4b-9c1e-2a1f5d6e7f80')).toBe(false);
  });
});

describe('resource sources and job statuses', () => {
  it('accepts only the names of the contract', () => {
    expect(isResourceSource('UI')).toBe(true);
    expect(isResourceSource('ui')).toBe(false);
    expect(isJobStatus('SKIPPED')).toBe(true);
    expect(isJobStatus('DONE')).toBe(false);
  });

  it('lets the web app edit only resources made there', () => {
    expect([null, undefined, '', 'UI'].map(isEditableInUi)).toEqual([true, true, true, true]);
    expect(['ConfigFile', 'KubernetesCRD', 'Push', 'component/123'].map(isEditableInUi)).toEqual([false, false, false, false]);
  });
});
