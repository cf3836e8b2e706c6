import type { Db } from '#src/db/db.ts';
import { checkCelSyntax } from '#src/expressions/cel-expression.ts';
import { badRequest } from '#src/rbac/service-error.ts';
import type { SilenceBody } from './notification-input.ts';
import { SilenceRepository } from './silence.repository.ts';

function timeOf(field: string, text: string): Date {
  const time = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text.trim()) || Number.isNaN(time.getTime())) {
    throw badRequest(`${field} must be a date and time (ISO 8601, e.g. 2026-11-26T10:00:00Z)`);
  }
  return time;
}

/** Silences notifications of a resource (and its children when recursive) or of what a filter picks, for a while (decision 0070). */
export class SilenceService {
  private readonly silences: SilenceRepository;

  constructor(db: Db) {
    this.silences = new SilenceRepository(db);
  }

  async silence(body: SilenceBody, createdBy: string | null): Promise<Record<string, unknown>> {
    const filter = body.filter?.trim() || null;
    const resources = [
      { table: 'components' as const, id: body.component_id, field: 'component_id' },
      { table: 'config_items' as const, id: body.config_id, field: 'config_id' },
      { table: 'checks' as const, id: body.check_id, field: 'check_id' },
      { table: 'canaries' as const, id: body.canary_id, field: 'canary_id' },
    ].flatMap(({ id, ...rest }) => (id ? [{ ...rest, id }] : []));
    if (resources.length === 0 && !filter) {
      throw badRequest('A resource is required: give component_id, config_id, check_id or canary_id (or a filter)');
    }
    if (filter) {
      const problem = checkCelSyntax(filter);
      if (problem) throw badRequest(`filter does not compile: ${problem}`);
    }
    const from = body.from ? timeOf('from', body.from) : new Date();
    const until = timeOf('until', body.until);
    if (until.getTime() <= Date.now()) throw badRequest('until must be in the future');
    if (until.getTime() <= from.getTime()) throw badRequest('until must be after from');
    const missing = await this.silences.missing(resources);
    if (missing.length > 0) throw badRequest(`No such resource: ${missing.join(', ')}`);
    return this.silences.insert({
      description: body.description?.trim() || null,
      from,
      until,
      recursive: body.recursive ?? false,
      filter,
      configId: body.config_id ?? null,
      checkId: body.check_id ?? null,
      canaryId: body.canary_id ?? null,
      componentId: body.component_id ?? null,
      createdBy,
    });
  }
}
