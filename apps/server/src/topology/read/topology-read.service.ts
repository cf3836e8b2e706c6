import type { TopologyResponse } from '@vigil/domain';
import type { Queryable } from '#src/db/db.ts';
import { notFound } from '#src/rbac/service-error.ts';
import { readTopologyQuery, type TopologyQueryInput } from './topology-query.ts';
import { TopologyReadRepository } from './topology-read.repository.ts';
import { buildTopology } from './topology-tree.ts';

/** The topology read API: components nested to a bounded depth, with what they offer to filter by. */
export class TopologyReadService {
  private readonly repository: TopologyReadRepository;

  constructor(db: Queryable) {
    this.repository = new TopologyReadRepository(db);
  }

  async topology(input: TopologyQueryInput): Promise<TopologyResponse> {
    const query = readTopologyQuery(input);
    if (query.id) {
      const rows = await this.repository.subtree(query.id, query.depth);
      if (rows.length === 0) throw notFound(`component ${query.id} not found`);
      return buildTopology(rows, query);
    }
    if (query.type.any) return buildTopology(await this.repository.forest(query.depth), query);
    // A type filter lists matching components at any level: only they and what nests under them are
    // read, and what every component offers to filter by is read apart.
    const { type, status, topologyId, agentId, hidden } = query;
    const [rows, filterValues] = await Promise.all([
      this.repository.matching(query.depth, { type, status, topologyId, agentId, hidden }),
      this.repository.filterValues(hidden),
    ]);
    return buildTopology(rows, query, filterValues);
  }
}
