import { describe, expect, it } from 'vitest';
import { RESOURCES, can, canAccessAny, displayRole, effectiveRoles } from '../src/rbac.ts';

const SECRETS = ['rbac', 'identities', 'connections'] as const;
const INCIDENT_WORK = ['responder', 'incident', 'evidences', 'comments'] as const;

describe('roles x resources (spec 000 §6)', () => {
  it('lets admin read and write everything', () => {
    for (const r of RESOURCES) {
      expect(can(['admin'], r, 'read')).toBe(true);
      expect(can(['admin'], r, 'write')).toBe(true);
    }
  });

  it('lets editor read everything and write all but connections, identities and rbac', () => {
    for (const r of RESOURCES) {
      expect(can(['editor'], r, 'read')).toBe(true);
      expect(can(['editor'], r, 'write')).toBe(!(SECRETS as readonly string[]).includes(r));
    }
  });

  it.each(['commander', 'responder'])('lets %s read all but the secrets and write only incident work', (role) => {
    for (const r of RESOURCES) {
      expect(can([role], r, 'read')).toBe(!(SECRETS as readonly string[]).includes(r));
      expect(can([role], r, 'write')).toBe((INCIDENT_WORK as readonly string[]).includes(r));
    }
  });

  it('lets viewer read what a commander reads and write nothing', () => {
    for (const r of RESOURCES) {
      expect(can(['viewer'], r, 'read')).toBe(can(['commander'], r, 'read'));
      expect(can(['viewer'], r, 'write')).toBe(false);
    }
  });

  it('treats a user with no roles, or only unknown ones, as viewer', () => {
    expect(effectiveRoles([])).toEqual(['viewer']);
    expect(effectiveRoles(['superuser'])).toEqual(['viewer']);
    expect(can([], 'canaries', 'read')).toBe(true);
    expect(can([], 'canaries', 'write')).toBe(false);
    expect(can([], 'connections', 'read')).toBe(false);
  });

  it('grants the union of several roles', () => {
    expect(can(['viewer', 'responder'], 'comments', 'write')).toBe(true);
    expect(can(['viewer', 'responder'], 'playbooks', 'write')).toBe(false);
  });

  it('lets agents read playbooks and report runs, nothing else', () => {
    expect(can(['agent'], 'playbooks', 'read')).toBe(true);
    expect(can(['agent'], 'playbook_runs', 'write')).toBe(true);
    expect(can(['agent'], 'canaries', 'read')).toBe(false);
    expect(can(['agent'], 'playbooks', 'write')).toBe(false);
  });
});

describe('permission gates and the shown role', () => {
  it('opens a gate when any listed resource can be read or written', () => {
    expect(canAccessAny(['viewer'], ['connections', 'canaries'])).toBe(true);
    expect(canAccessAny(['viewer'], ['connections', 'rbac'])).toBe(false);
  });

  it('shows admin, editor, viewer in that order, else the first role held', () => {
    expect(displayRole(['viewer', 'editor', 'admin'])).toBe('admin');
    expect(displayRole(['responder', 'viewer'])).toBe('viewer');
    expect(displayRole(['commander', 'responder'])).toBe('commander');
    expect(displayRole([])).toBe('viewer');
  });
});
