import type { PlaybookListItem, PlaybookParameter } from '@vigil/domain';
import type { Caller } from '#src/auth/auth-contracts.ts';
import type { Queryable } from '#src/db/db.ts';
import { notFound } from '#src/rbac/service-error.ts';
import { SpecError } from '#src/spec/spec-issue.ts';
import { parameterAnswers } from './parameters/parameter-answers.ts';
import { PlaybookRepository } from './playbook.repository.ts';
import type { PlaybookResourceRef } from './playbook-resource.repository.ts';
import { PlaybookTargets, specOfPlaybook, templateData } from './playbook-targets.ts';
import { parsePlaybookSpec } from './spec/parse-playbook-spec.ts';

/** Which playbooks apply to a resource, and the parameters a run of one asks for. */
export class PlaybookService {
  private readonly playbooks: PlaybookRepository;
  private readonly targets: PlaybookTargets;

  constructor(db: Queryable) {
    this.playbooks = new PlaybookRepository(db);
    this.targets = new PlaybookTargets(db);
  }

  /** The live playbooks whose selectors pick the resource (404 when it does not exist), parameters templated against it. */
  async list(ref: PlaybookResourceRef, caller: Caller): Promise<PlaybookListItem[]> {
    const resource = await this.targets.resource(ref);
    const data = templateData(ref, resource, caller);
    const items: PlaybookListItem[] = [];
    for (const playbook of await this.playbooks.listLive()) {
      let spec;
      try {
        spec = parsePlaybookSpec(playbook.spec);
      } catch (error) {
        // A playbook stored before its rules tightened is left out of the list, not an error of it.
        if (error instanceof SpecError) continue;
        throw error;
      }
      if (!(await this.targets.applies(spec, ref))) continue;
      items.push({
        id: playbook.id,
        name: playbook.name,
        title: playbook.title ?? spec.title ?? null,
        icon: playbook.icon ?? spec.icon ?? null,
        description: playbook.description ?? spec.description ?? null,
        category: playbook.category ?? spec.category ?? null,
        parameters: parameterAnswers(spec.parameters, data),
      });
    }
    return items;
  }

  /** The playbook's parameters with their defaults templated against the resource (if one is named) and the caller. */
  async params(id: string, ref: PlaybookResourceRef | undefined, caller: Caller): Promise<{ params: PlaybookParameter[] }> {
    const playbook = await this.playbooks.findLive(id);
    if (!playbook) throw notFound(`Playbook ${id} not found`);
    const spec = specOfPlaybook(playbook);
    const resource = ref ? await this.targets.resource(ref) : undefined;
    return { params: parameterAnswers(spec.parameters, templateData(ref, resource, caller)) };
  }
}
