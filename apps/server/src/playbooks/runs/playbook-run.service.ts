import { isFinalRunStatus, type PlaybookRunCreated, type PlaybookRunStatusAnswer } from '@vigil/domain';
import type { Caller } from '#src/auth/auth-contracts.ts';
import type { Db } from '#src/db/db.ts';
import { badRequest, conflict, notFound, ServiceError } from '#src/rbac/service-error.ts';
import { parameterAnswers } from '../parameters/parameter-answers.ts';
import { checkParameterValues } from '../parameters/parameter-rules.ts';
import { PlaybookRepository, type PlaybookRecord } from '../playbook.repository.ts';
import type { PlaybookResourceRef } from '../playbook-resource.repository.ts';
import { PlaybookTargets, resourceRefOf, specOfPlaybook, templateData, type ResourceIds } from '../playbook-targets.ts';
import { bareSpecOf, playbookTimeoutMs, type PlaybookSpec } from '../spec/parse-playbook-spec.ts';
import { ApproverRepository } from './approver.repository.ts';
import { PlaybookRunRepository, type PlaybookRunRecord } from './playbook-run.repository.ts';

export interface RunRequest extends ResourceIds {
  id: string;
  params?: Record<string, string> | undefined;
}

/** A run asked for by a trigger rather than a person. */
export interface TriggeredRun {
  playbook: PlaybookRecord;
  ref?: PlaybookResourceRef | undefined;
  /** The resource's row when the trigger has it already (a deleted config is no longer found). */
  resource?: Record<string, unknown> | undefined;
  /** `event:<name>`, `schedule` or `webhook:<path>`. */
  triggeredBy: string;
  triggerKey?: string | undefined;
  /** Kept in the run's `request` (e.g. the webhook's body and headers). */
  request?: Record<string, unknown> | undefined;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** Starting runs (checked against the playbook, its resource and parameters), approving, cancelling and re-running them. */
export class PlaybookRunService {
  private readonly playbooks: PlaybookRepository;
  private readonly runs: PlaybookRunRepository;
  private readonly approvers: ApproverRepository;
  private readonly targets: PlaybookTargets;

  constructor(db: Db) {
    this.playbooks = new PlaybookRepository(db);
    this.runs = new PlaybookRunRepository(db);
    this.approvers = new ApproverRepository(db);
    this.targets = new PlaybookTargets(db);
  }

  /** A new run: scheduled now, or waiting for approval when the playbook asks for one. */
  async run(request: RunRequest, caller: Caller, parentId: string | null = null): Promise<PlaybookRunCreated> {
    const playbook = await this.playbooks.findLive(request.id);
    if (!playbook) throw badRequest(`Playbook ${request.id} not found (or deleted)`);
    const spec = specOfPlaybook(playbook);
    const ref = resourceRefOf(request);
    const resource = ref ? await this.targets.resource(ref, badRequest) : undefined;
    if (!(await this.targets.applies(spec, ref))) {
      throw badRequest(ref ? `Playbook ${playbook.name} does not run on ${ref.kind} ${ref.id}: its selectors do not pick it` : `Playbook ${playbook.name} runs on a resource: name its config_id, check_id or component_id`);
    }
    const parameters = await this.checkedParameters(spec, request.params ?? {}, templateData(ref, resource, caller));
    const created = await this.runs.insert({
      playbookId: playbook.id,
      spec: bareSpecOf(playbook.spec),
      status: spec.approval ? 'pending_approval' : 'scheduled',
      timeoutMs: playbookTimeoutMs(spec),
      parameters,
      request: { ...request, params: request.params ?? {} },
      configId: ref?.kind === 'config' ? ref.id : null,
      checkId: ref?.kind === 'check' ? ref.id : null,
      componentId: ref?.kind === 'component' ? ref.id : null,
      createdBy: caller.personId,
      parentId,
    });
    return { run_id: created!.id, starts_at: iso(created!.scheduled_time)! };
  }

  /**
   * A run a trigger starts (decision 0065): on the resource the trigger found, with the parameters'
   * defaults, recording what started it. Undefined when the playbook already has a run of `triggerKey`.
   */
  async runByTrigger(trigger: TriggeredRun): Promise<PlaybookRunCreated | undefined> {
    const spec = specOfPlaybook(trigger.playbook);
    const { ref } = trigger;
    const resource = trigger.resource ?? (ref ? await this.targets.resource(ref, badRequest) : undefined);
    const parameters = await this.checkedParameters(spec, {}, ref && resource ? { [ref.kind]: resource } : {});
    const created = await this.runs.insert({
      playbookId: trigger.playbook.id,
      spec: bareSpecOf(trigger.playbook.spec),
      status: spec.approval ? 'pending_approval' : 'scheduled',
      timeoutMs: playbookTimeoutMs(spec),
      parameters,
      request: { ...trigger.request, id: trigger.playbook.id, ...(ref ? { [`${ref.kind}_id`]: ref.id } : {}), params: {} },
      configId: ref?.kind === 'config' ? ref.id : null,
      checkId: ref?.kind === 'check' ? ref.id : null,
      componentId: ref?.kind === 'component' ? ref.id : null,
      createdBy: null,
      parentId: null,
      triggeredBy: trigger.triggeredBy,
      triggerKey: trigger.triggerKey,
    });
    return created && { run_id: created.id, starts_at: iso(created.scheduled_time)! };
  }

  /** The values given, defaults (templated) for those left out, checked by the parameters' rules: 400 naming each at fault. */
  private async checkedParameters(spec: PlaybookSpec, given: Record<string, string>, data: Record<string, unknown>): Promise<Record<string, string>> {
    const parameters = parameterAnswers(spec.parameters, data);
    const values: Record<string, string> = { ...given };
    for (const parameter of parameters) if (values[parameter.name] === undefined && parameter.default !== undefined) values[parameter.name] = parameter.default;
    const { issues, references } = checkParameterValues(parameters, values);
    for (const kind of ['person', 'team', 'config', 'check', 'component'] as const) {
      const wanted = references.filter((reference) => reference.kind === kind);
      const found = await this.targets.existing(kind, wanted.map((reference) => reference.id));
      for (const reference of wanted) if (!found.has(reference.id)) issues.push({ name: reference.name, message: `no ${kind} with id ${reference.id}` });
    }
    if (issues.length > 0) throw badRequest(`Invalid parameters: ${issues.map((issue) => `${issue.name}: ${issue.message}`).join('; ')}`);
    return values;
  }

  async status(id: string): Promise<PlaybookRunStatusAnswer> {
    const run = await this.findRun(id);
    const actions = await this.runs.actions(id);
    return {
      id: run.id,
      playbook_id: run.playbook_id,
      status: run.status,
      start_time: iso(run.start_time),
      end_time: iso(run.end_time),
      scheduled_time: iso(run.scheduled_time)!,
      error: run.error,
      actions: actions.map((action) => ({
        ...action,
        start_time: iso(action.start_time),
        end_time: iso(action.end_time),
        scheduled_time: iso(action.scheduled_time)!,
      })),
    };
  }

  /** Cancels a run that is not over; the engine stops its running action. A final run is 409 with its status. */
  async cancel(id: string): Promise<PlaybookRunStatusAnswer> {
    const run = await this.findRun(id);
    if (isFinalRunStatus(run.status) || !(await this.runs.cancel(id))) {
      const now = await this.findRun(id);
      throw conflict(`Run ${id} is already ${now.status}: only a run that is not over can be cancelled`);
    }
    return this.status(run.id);
  }

  /**
   * Records the caller's approval: as a listed person, or for a listed team they belong to (403
   * otherwise). The run is scheduled once the approval is met: any approval, or with `type: all`
   * every listed person and team.
   */
  async approve(id: string, caller: Caller): Promise<PlaybookRunStatusAnswer> {
    const run = await this.findRun(id);
    const approval = this.specOfRun(run).approval;
    if (!approval) throw conflict(`Run ${id} needs no approval`);
    if (run.status !== 'pending_approval') throw conflict(`Run ${id} is ${run.status}, not waiting for approval`);
    const people = await this.approvers.people(approval.approvers.people ?? []);
    const teams = await this.approvers.teams(approval.approvers.teams ?? []);
    const memberOf = await this.approvers.memberOf(caller.personId, teams);
    let approver: { personId: string } | { teamId: string };
    if (people.includes(caller.personId)) approver = { personId: caller.personId };
    else if (memberOf[0] !== undefined) approver = { teamId: memberOf[0] };
    else throw new ServiceError(403, `${caller.name} is not an approver of this playbook: it lists ${[...(approval.approvers.people ?? []), ...(approval.approvers.teams ?? []).map((team) => `team ${team}`)].join(', ')}`);
    if (!(await this.runs.approve(id, approver))) throw conflict(`${caller.name} already approved run ${id}`);
    const given = await this.runs.approvals(id);
    const met =
      approval.type !== 'all' ||
      (people.every((person) => given.some((row) => row.person_id === person)) && teams.every((team) => given.some((row) => row.team_id === team)));
    if (met) await this.runs.release(id);
    return this.status(id);
  }

  /** A new run of the same playbook on the same resource with the same parameters; its parent is the old run. */
  async rerun(id: string, caller: Caller): Promise<PlaybookRunCreated> {
    const run = await this.findRun(id);
    const ids = { config_id: run.config_id ?? undefined, check_id: run.check_id ?? undefined, component_id: run.component_id ?? undefined };
    return this.run({ id: run.playbook_id, ...ids, params: run.parameters ?? {} }, caller, run.id);
  }

  private async findRun(id: string): Promise<PlaybookRunRecord> {
    const run = await this.runs.find(id);
    if (!run) throw notFound(`Playbook run ${id} not found`);
    return run;
  }

  /** The spec the run was started with (a snapshot, so later edits of the playbook do not change who approves). */
  private specOfRun(run: PlaybookRunRecord): PlaybookSpec {
    return specOfPlaybook({ id: run.playbook_id, name: `of run ${run.id}`, spec: run.spec, namespace: null, title: null, icon: null, description: null, category: null, source: 'UI' });
  }
}

