import { describe, expect, it } from 'vitest';
import {
  filterRelatedConfigs,
  groupRelatedConfigsByType,
  EMPTY_RELATED_FILTER,
} from '#src/features/catalog/utils/relationships/related-configs-filter.ts';
import {
  DEFAULT_RELATIONSHIP_TOGGLES,
  relatedConfigsParams,
  toggleRelationship,
} from '#src/features/catalog/utils/relationships/related-configs-params.ts';
import { aRelated } from './relationships-fixtures.ts';

describe('relationship toggles', () => {
  it('start with Outgoing alone, hard relations only', () => {
    expect(DEFAULT_RELATIONSHIP_TOGGLES).toEqual({ outgoing: true, incoming: false, soft: false });
    expect(relatedConfigsParams(DEFAULT_RELATIONSHIP_TOGGLES)).toEqual({ typeFilter: 'outgoing', incomingRelation: 'hard', outgoingRelation: 'hard' });
  });

  it('force Outgoing on when Incoming is turned off', () => {
    const incomingOnly = { outgoing: false, incoming: true, soft: false };
    expect(toggleRelationship(incomingOnly, 'incoming')).toEqual({ outgoing: true, incoming: false, soft: false });
    expect(toggleRelationship(DEFAULT_RELATIONSHIP_TOGGLES, 'outgoing')).toEqual(DEFAULT_RELATIONSHIP_TOGGLES);
    expect(relatedConfigsParams(incomingOnly).typeFilter).toBe('incoming');
  });

  it('ask for both directions and both relation kinds with everything on', () => {
    expect(relatedConfigsParams({ outgoing: true, incoming: true, soft: true })).toEqual({ typeFilter: 'all', incomingRelation: 'both', outgoingRelation: 'both' });
  });
});

describe('related configs table data', () => {
  it('groups by type with deleted configs last', () => {
    const gone = aRelated({ name: 'a-gone', deleted_at: '2024-01-01T00:00:00Z' });
    const live = aRelated({ name: 'z-live' });
    const service = aRelated({ name: 'svc', type: 'Kubernetes::Service' });
    const groups = groupRelatedConfigsByType([gone, service, live]);
    expect(groups.map((group) => [group.type, group.configs.map((config) => config.name)])).toEqual([
      ['Kubernetes::Pod', ['z-live', 'a-gone']],
      ['Kubernetes::Service', ['svc']],
    ]);
  });

  it('filters by type, label, relationship, status and health', () => {
    const match = aRelated({ name: 'match', labels: { app: 'orders' }, health: 'unhealthy', status: 'Failed', direction: 'incoming' });
    const configs = [match, aRelated({ labels: { app: 'orders' } }), aRelated({ type: 'Kubernetes::Service' })];
    const filter = { type: 'Kubernetes::Pod', label: 'app=orders', relationship: 'incoming', status: 'Failed', health: 'unhealthy' };
    expect(filterRelatedConfigs(configs, filter)).toEqual([match]);
    expect(filterRelatedConfigs(configs, EMPTY_RELATED_FILTER)).toHaveLength(3);
  });
});
