import type { Caller } from '#src/auth/auth-contracts.ts';
import type { Queryable } from '#src/db/db.ts';
import { badRequest, notFound } from '#src/rbac/service-error.ts';
import { SpecError, describeSpecIssue } from '#src/spec/spec-issue.ts';
import type { ParameterTemplateData } from './parameters/parameter-answers.ts';
import type { PlaybookRecord } from './playbook.repository.ts';
import { PlaybookResourceRepository, type PlaybookResource, type PlaybookResourceRef } from './playbook-resource.repository.ts';
import { parsePlaybookSpec, type PlaybookSpec } from './spec/parse-playbook-spec.ts';

/** The resource ids a request may name; at most one of them. */
export interface ResourceIds {
  config_id?: string | undefined;
  check_id?: string | undefined;
  component_id?: string | undefined;
}

/** The one resource the ids name, or undefined when they name none; two or more are refused. */
export function resourceRefOf(ids: ResourceIds): PlaybookResourceRef | undefined {
  const named = (
    [
      ['config', ids.config_id],
      ['check', ids.check_id],
      ['component', ids.component_id],
    ] as const
  ).filter((entry): entry is readonly [PlaybookResourceRef['kind'], string] => entry[1] !== undefined);
  if (named.length > 1) throw badRequest('Name one resource: config_id, check_id or component_id, not several');
  const [entry] = named;
  return entry ? { kind: entry[0], id: entry[1] } : undefined;
}

/** A stored playbook's spec, read as a run reads it; a spec that no longer reads is refused with its issues. */
export function specOfPlaybook(playbook: PlaybookRecord): PlaybookSpec {
  try {
    return parsePlaybookSpec(playbook.spec);
  } catch (error) {
    if (error instanceof SpecError) throw badRequest(`Playbook ${playbook.name} has an invalid spec: ${error.issues.map(describeSpecIssue).join('; ')}`);
    throw error;
  }
}

function selectorsOf(spec: PlaybookSpec, kind: PlaybookResourceRef['kind']) {
  return (kind === 'config' ? spec.configs : kind === 'check' ? spec.checks : spec.components) ?? [];
}

/** Resolving the resource of a request, and whether a playbook applies to it. */
export class PlaybookTargets {
  private readonly resources: PlaybookResourceRepository;

  constructor(db: Queryable) {
    this.resources = new PlaybookResourceRepository(db);
  }

  /** The resource, or `missing` (404 for reads, 400 for runs) when it does not exist. */
  async resource(ref: PlaybookResourceRef, missing: (message: string) => Error = notFound): Promise<PlaybookResource> {
    const found = await this.resources.find(ref);
    if (!found) throw missing(`No ${ref.kind} with id ${ref.id}`);
    return found;
  }

  /** A playbook applies to a resource its selectors of that kind pick; one without any selector runs without a resource. */
  async applies(spec: PlaybookSpec, ref: PlaybookResourceRef | undefined): Promise<boolean> {
    if (!ref) return [spec.configs, spec.checks, spec.components].every((list) => (list?.length ?? 0) === 0);
    const selectors = selectorsOf(spec, ref.kind);
    return selectors.length > 0 && (await this.resources.matches(ref, selectors));
  }

  existing(kind: Parameters<PlaybookResourceRepository['existing']>[0], ids: readonly string[]): Promise<Set<string>> {
    return this.resources.existing(kind, ids);
  }
}

/** What parameter defaults and actions see: the resource under its kind, and the user. */
export function templateData(ref: PlaybookResourceRef | undefined, resource: PlaybookResource | undefined, caller: Caller): ParameterTemplateData {
  const user = { id: caller.personId, name: caller.name, email: caller.email };
  return ref && resource ? { [ref.kind]: resource, user } : { user };
}
