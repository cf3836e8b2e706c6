import { describe, expect, it } from 'vitest';
import { postgrest } from '#src/api/postgrest-query.ts';

/** The query string as the server decodes it. */
function decoded(query: ReturnType<typeof postgrest>): Array<[string, string]> {
  return [...new URLSearchParams(query.toString()).entries()];
}

describe('PostgREST query builder', () => {
  it('writes select with embeds, filters, order, limit and offset', () => {
    const query = postgrest()
      .select('id, name, agent:agent_id(id,name)')
      .eq('type', 'Kubernetes::Pod')
      .isNull('deleted_at')
      .order('created_at', 'desc', 'last')
      .order('name')
      .limit(50)
      .offset(100);
    expect(decoded(query)).toEqual([
      ['select', 'id,name,agent:agent_id(id,name)'],
      ['type', 'eq.Kubernetes::Pod'],
      ['deleted_at', 'is.null'],
      ['order', 'created_at.desc.nullslast,name.asc'],
      ['limit', '50'],
      ['offset', '100'],
    ]);
  });

  it('keeps what the user typed intact, even characters that mean something in a URL', () => {
    const typed = 'a&b=c, d+e%20f#g';
    const query = postgrest().eq('name', typed);
    expect(query.toString()).not.toContain('&b=');
    expect(decoded(query)).toEqual([['name', `eq.${typed}`]]);
  });

  it('quotes every item of an in-list, so commas, parentheses and quotes stay inside values', () => {
    const query = postgrest().in('name', ['plain', 'with,comma', 'with (parens)', 'say "hi"', 'back\\slash']);
    expect(decoded(query)).toEqual([
      ['name', 'in.("plain","with,comma","with (parens)","say \\"hi\\"","back\\\\slash")'],
    ]);
    expect(decoded(postgrest().notIn('status', ['SUCCESS']))).toEqual([['status', 'not.in.("SUCCESS")']]);
  });

  it('searches case-insensitively with the user text matched literally', () => {
    expect(decoded(postgrest().ilikeContains('title', '100%_done'))).toEqual([['title', 'ilike.*100\\%\\_done*']]);
    expect(decoded(postgrest().ilike('name', 'api-*'))).toEqual([['name', 'ilike.api-*']]);
  });

  it('writes not-null, comparisons and JSON-path columns', () => {
    expect(
      decoded(postgrest().notNull('agent_id').gte('created_at', '2024-01-01').lt('count', 5).neq('labels->>env', 'prod')),
    ).toEqual([
      ['agent_id', 'not.is.null'],
      ['created_at', 'gte.2024-01-01'],
      ['count', 'lt.5'],
      ['labels->>env', 'neq.prod'],
    ]);
  });

  it('refuses column names that are not names (e.g. a sort column taken from the URL)', () => {
    expect(() => postgrest().order('name;drop table people')).toThrow('Invalid column name');
    expect(() => postgrest().eq('a=b', 1)).toThrow('Invalid column name');
    expect(() => postgrest().order('changes.created_at')).not.toThrow();
  });

  it('refuses a negative or fractional limit or offset', () => {
    expect(() => postgrest().limit(-1)).toThrow();
    expect(() => postgrest().offset(1.5)).toThrow();
  });

  it('keeps one select, one limit and one offset (the last given)', () => {
    expect(decoded(postgrest().select('id').select('name').limit(10).limit(20))).toEqual([
      ['select', 'name'],
      ['limit', '20'],
    ]);
  });
});
