import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import type { Agent, AgentCreator } from './agent.types.ts';

type AgentRow = Omit<Agent, 'creator'>;

/** Adds who created each agent, looked up in one call to people. */
export async function withCreators(rows: readonly AgentRow[], signal?: AbortSignal): Promise<Agent[]> {
  const ids = [...new Set(rows.map((row) => row.created_by).filter((id): id is string => id != null))];
  const people =
    ids.length === 0
      ? []
      : await http.get<AgentCreator[]>('db', '/people', { query: postgrest().select('id,name,avatar').in('id', ids), signal });
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map((row) => ({
    ...row,
    config_count: Number(row.config_count ?? 0),
    checks_count: Number(row.checks_count ?? 0),
    config_scrapper_count: Number(row.config_scrapper_count ?? 0),
    playbook_runs_count: Number(row.playbook_runs_count ?? 0),
    creator: row.created_by ? (byId.get(row.created_by) ?? null) : null,
  }));
}
