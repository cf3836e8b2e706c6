import type { Queryable } from '#src/db/db.ts';
import type { ProposedEvidenceKind } from './proposed-evidence.ts';

/** The incident a proposal is for: when it opened and where attached evidence goes. */
export interface IncidentOpening {
  id: string;
  incident_id: string;
  opened_at: Date;
  root_hypothesis_id: string | null;
}

export interface CandidateRow {
  kind: ProposedEvidenceKind;
  id: string;
  title: string;
  message: string | null;
  occurred_at: Date;
  first_at: Date;
  count: number;
  resource_kind: 'config' | 'check';
  resource_id: string;
  resource_name: string | null;
  resource_type: string | null;
  severity: string | null;
  status: string | null;
  distance: number;
  score: number;
}

export interface CandidateSearch {
  incidentId: string;
  from: Date;
  openedAt: Date;
  /** Hops of related configs walked from a linked config (spec 000 §9: 10). */
  relatedDepth: number;
  limit: number;
}

/** Bounds of the walk, so an incident with many links or a dense catalog stays one bounded read. */
const MAX_LINKED_PER_KIND = 200;
const MAX_REACHED_CONFIGS = 2000;
const MAX_REACHED_CHECKS = 1000;

/** Decision 0040: one hour further from the opening weighs as much as one more hop away. */
const score = (time: string, distance: string) =>
  `(1.0 / ((1.0 + greatest(extract(epoch FROM ($3::timestamptz - ${time})), 0) / 3600.0) * (1 + ${distance})))::float8`;

/*
 * The linked resources are what the incident's evidences point at. Related configs are reached as
 * related_configs_recursive reaches them (an outgoing and an incoming walk over live relationships,
 * deleted configs left out, each config at its fewest hops), but the walk keeps one row per config,
 * direction and hop count instead of one per path: following every path grows exponentially with
 * depth where pods and nodes link both ways, and the depth here is 10 (decision 0040). Deleting a
 * config deletes its relationships, so walking live relationships does not pass through it.
 * Configs and checks linked to a linked component or check are one hop away, checks watching a
 * reached config one hop further than it. Each kind of candidate is ranked and cut to the limit
 * before the three are merged.
 */
const CANDIDATES_SQL = `
WITH RECURSIVE attached AS MATERIALIZED (
  SELECT e.config_id, e.component_id, e.check_id, e.config_change_id, e.config_analysis_id
  FROM hypotheses h
  JOIN evidences e ON e.hypothesis_id = h.id
  WHERE h.incident_id = $1
),
linked_configs AS (
  SELECT linked.config_id
  FROM (
    SELECT a.config_id FROM attached a WHERE a.config_id IS NOT NULL
    UNION
    SELECT cc.config_id FROM attached a JOIN config_changes cc ON cc.id = a.config_change_id
    UNION
    SELECT ca.config_id FROM attached a JOIN config_analysis ca ON ca.id = a.config_analysis_id
  ) linked
  ORDER BY linked.config_id
  LIMIT ${MAX_LINKED_PER_KIND}
),
linked_components AS (
  SELECT DISTINCT a.component_id FROM attached a WHERE a.component_id IS NOT NULL
  ORDER BY a.component_id
  LIMIT ${MAX_LINKED_PER_KIND}
),
linked_checks AS (
  SELECT DISTINCT a.check_id FROM attached a WHERE a.check_id IS NOT NULL
  ORDER BY a.check_id
  LIMIT ${MAX_LINKED_PER_KIND}
),
related_walk (config_id, direction, distance) AS (
  SELECT l.config_id, way.direction, 0
  FROM linked_configs l
  CROSS JOIN (VALUES ('outgoing'), ('incoming')) AS way (direction)
  UNION
  SELECT step.next_id, w.direction, w.distance + 1
  FROM related_walk w
  CROSS JOIN LATERAL (
    SELECT r.related_id AS next_id FROM config_relationships r
    WHERE w.direction = 'outgoing' AND r.config_id = w.config_id AND r.deleted_at IS NULL
    UNION ALL
    SELECT r.config_id FROM config_relationships r
    WHERE w.direction = 'incoming' AND r.related_id = w.config_id AND r.deleted_at IS NULL
  ) step
  WHERE w.distance < $4::integer
),
reached_configs AS (
  SELECT reached.config_id, min(reached.distance) AS distance
  FROM (
    SELECT w.config_id, w.distance
    FROM related_walk w
    JOIN config_items ci ON ci.id = w.config_id
    WHERE ci.deleted_at IS NULL OR w.distance = 0
    UNION ALL
    SELECT r.config_id, 1
    FROM linked_components l
    JOIN config_component_relationships r ON r.component_id = l.component_id AND r.deleted_at IS NULL
    UNION ALL
    SELECT r.config_id, 1
    FROM linked_checks l
    JOIN check_config_relationships r ON r.check_id = l.check_id AND r.deleted_at IS NULL
  ) reached
  GROUP BY reached.config_id
  ORDER BY min(reached.distance), reached.config_id
  LIMIT ${MAX_REACHED_CONFIGS}
),
reached_checks AS (
  SELECT reached.check_id, min(reached.distance) AS distance
  FROM (
    SELECT l.check_id, 0 AS distance FROM linked_checks l
    UNION ALL
    SELECT r.check_id, 1
    FROM linked_components l
    JOIN check_component_relationships r ON r.component_id = l.component_id AND r.deleted_at IS NULL
    UNION ALL
    SELECT r.check_id, c.distance + 1
    FROM reached_configs c
    JOIN check_config_relationships r ON r.config_id = c.config_id AND r.deleted_at IS NULL
  ) reached
  GROUP BY reached.check_id
  ORDER BY min(reached.distance), reached.check_id
  LIMIT ${MAX_REACHED_CHECKS}
),
change_candidates AS (
  SELECT
    'config_change'::text AS kind, cc.id, cc.change_type AS title, cc.summary AS message,
    cc.created_at AS occurred_at, coalesce(cc.first_observed, cc.created_at) AS first_at, cc.count::integer AS count,
    'config'::text AS resource_kind, ci.id AS resource_id, ci.name AS resource_name, ci.type AS resource_type,
    cc.severity, NULL::text AS status, rc.distance::integer AS distance,
    ${score('cc.created_at', 'rc.distance')} AS score
  FROM reached_configs rc
  JOIN config_changes cc ON cc.config_id = rc.config_id AND cc.created_at BETWEEN $2::timestamptz AND $3::timestamptz
  JOIN config_items ci ON ci.id = cc.config_id
  WHERE NOT EXISTS (SELECT 1 FROM attached a WHERE a.config_change_id = cc.id)
  ORDER BY score DESC, occurred_at DESC, id
  LIMIT $5
),
insight_candidates AS (
  SELECT
    'config_analysis'::text AS kind, ca.id, ca.analyzer AS title, coalesce(ca.summary, ca.message) AS message,
    least(coalesce(ca.last_observed, ca.first_observed), $3::timestamptz) AS occurred_at, ca.first_observed AS first_at, 1 AS count,
    'config'::text AS resource_kind, ci.id AS resource_id, ci.name AS resource_name, ci.type AS resource_type,
    ca.severity, ca.status, rc.distance::integer AS distance,
    ${score('least(coalesce(ca.last_observed, ca.first_observed), $3::timestamptz)', 'rc.distance')} AS score
  FROM reached_configs rc
  JOIN config_analysis ca ON ca.config_id = rc.config_id
    AND ca.first_observed <= $3::timestamptz
    AND coalesce(ca.last_observed, ca.first_observed) >= $2::timestamptz
  JOIN config_items ci ON ci.id = ca.config_id
  WHERE NOT EXISTS (SELECT 1 FROM attached a WHERE a.config_analysis_id = ca.id)
  ORDER BY score DESC, occurred_at DESC, id
  LIMIT $5
),
failing_checks AS (
  SELECT rc.check_id, rc.distance, failures.count, failures.first_at, failures.occurred_at
  FROM reached_checks rc
  CROSS JOIN LATERAL (
    SELECT count(*)::integer AS count, min(s.time) AS first_at, max(s.time) AS occurred_at
    FROM check_statuses s
    WHERE s.check_id = rc.check_id AND NOT s.status AND s.time BETWEEN $2::timestamptz AND $3::timestamptz
  ) failures
  WHERE failures.count > 0
    AND NOT EXISTS (SELECT 1 FROM attached a WHERE a.check_id = rc.check_id)
),
check_candidates AS (
  SELECT
    'check'::text AS kind, c.id, c.name AS title, last_failure.message,
    f.occurred_at, f.first_at, f.count,
    'check'::text AS resource_kind, c.id AS resource_id, c.name AS resource_name, c.type AS resource_type,
    c.severity, c.status, f.distance::integer AS distance,
    ${score('f.occurred_at', 'f.distance')} AS score
  FROM failing_checks f
  JOIN checks c ON c.id = f.check_id AND c.deleted_at IS NULL
  LEFT JOIN LATERAL (
    SELECT coalesce(s.error, s.message) AS message
    FROM check_statuses s
    WHERE s.check_id = f.check_id AND s.time = f.occurred_at
    LIMIT 1
  ) last_failure ON true
  ORDER BY score DESC, occurred_at DESC, id
  LIMIT $5
)
SELECT candidates.*
FROM (
  SELECT * FROM change_candidates
  UNION ALL
  SELECT * FROM insight_candidates
  UNION ALL
  SELECT * FROM check_candidates
) candidates
ORDER BY candidates.score DESC, candidates.occurred_at DESC, candidates.kind, candidates.id
LIMIT $5`;

/** Reads an incident's opening and the changes, insights and check failures around its links. */
export class ProposedEvidenceRepository {
  constructor(private readonly db: Queryable) {}

  async findOpening(incidentId: string): Promise<IncidentOpening | undefined> {
    const { rows } = await this.db.query<IncidentOpening>(
      `SELECT i.id, i.incident_id, i.created_at AS opened_at,
         (SELECT h.id FROM hypotheses h WHERE h.incident_id = i.id AND h.type = 'root' ORDER BY h.created_at LIMIT 1) AS root_hypothesis_id
       FROM incidents i
       WHERE i.id = $1 AND i.deleted_at IS NULL
       LIMIT 1`,
      [incidentId],
    );
    return rows[0];
  }

  async candidates(search: CandidateSearch): Promise<CandidateRow[]> {
    const { rows } = await this.db.query<CandidateRow>(CANDIDATES_SQL, [
      search.incidentId,
      search.from,
      search.openedAt,
      search.relatedDepth,
      search.limit,
    ]);
    return rows;
  }
}
