import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../src/rbac.ts';
import { FUNCTION_RESOURCES, RELATION_RESOURCES, functionResource, relationResource } from '../src/relation-resources.ts';

describe('relation -> resource map of the data API', () => {
  it('maps each relation to a resource of the access table', () => {
    for (const [relation, entry] of Object.entries(RELATION_RESOURCES)) {
      const resources = typeof entry === 'string' ? [entry] : [entry.read, entry.write];
      for (const resource of resources) expect(RESOURCES, relation).toContain(resource);
    }
    for (const resource of Object.values(FUNCTION_RESOURCES)) expect(RESOURCES).toContain(resource);
  });

  it('guards reads and writes of a relation by its resource', () => {
    expect(relationResource('checks', 'read')).toBe('canaries');
    expect(relationResource('checks', 'write')).toBe('canaries');
    expect(relationResource('hypotheses', 'write')).toBe('incident');
    expect(relationResource('agents_summary', 'read')).toBe('agents');
    expect(relationResource('permissions', 'read')).toBe('rbac');
  });

  it('keeps people and teams readable for everyone who reads the workspace, and writable by who manages identities', () => {
    for (const relation of ['people', 'teams', 'team_members']) {
      expect(relationResource(relation, 'read')).toBe('database');
      expect(relationResource(relation, 'write')).toBe('identities');
    }
  });

  it('leaves unknown relations and functions unmapped', () => {
    expect(relationResource('access_tokens', 'read')).toBeUndefined();
    expect(relationResource('toString', 'read')).toBeUndefined();
    expect(functionResource('enqueue_event')).toBeUndefined();
    expect(functionResource('related_configs_recursive')).toBe('database');
  });
});
