import { describe, expect, it } from 'vitest';
import { decideAccess, isResource, type PermissionRule } from '../src/rbac.ts';

const grant = (resource: PermissionRule['resource'], action: PermissionRule['action']): PermissionRule => ({ resource, action, deny: false });
const deny = (resource: PermissionRule['resource'], action: PermissionRule['action']): PermissionRule => ({ resource, action, deny: true });

describe('roles plus the permissions table', () => {
  it('decides by the roles when no permission matches', () => {
    expect(decideAccess(['viewer'], [grant('playbooks', 'write')], 'canaries', 'read')).toEqual({ allowed: true, by: 'role' });
    expect(decideAccess(['viewer'], [], 'canaries', 'write')).toEqual({ allowed: false, by: 'role' });
  });

  it('adds a matching grant to the roles', () => {
    expect(decideAccess(['viewer'], [grant('canaries', 'write')], 'canaries', 'write')).toEqual({ allowed: true, by: 'permission' });
    expect(decideAccess([], [grant('*', 'read')], 'connections', 'read')).toEqual({ allowed: true, by: 'permission' });
    expect(decideAccess([], [grant('connections', '*')], 'connections', 'write')).toEqual({ allowed: true, by: 'permission' });
  });

  it('lets a matching denial win over roles and grants', () => {
    expect(decideAccess(['admin'], [deny('connections', 'read')], 'connections', 'read')).toEqual({ allowed: false, by: 'permission' });
    expect(decideAccess(['admin'], [grant('*', '*'), deny('*', 'write')], 'canaries', 'write')).toEqual({ allowed: false, by: 'permission' });
    expect(decideAccess(['admin'], [deny('connections', 'read')], 'connections', 'write')).toEqual({ allowed: true, by: 'role' });
  });

  it('knows the resources of the access table', () => {
    expect(isResource('canaries')).toBe(true);
    expect(isResource('*')).toBe(false);
    expect(isResource('catalog')).toBe(false);
  });
});
