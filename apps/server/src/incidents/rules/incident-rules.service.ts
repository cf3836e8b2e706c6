import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/db.ts';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import { ruleMatchesCheck, ruleMatchesInsight, type OpenInsight } from './incident-rule-matcher.ts';
import { readIncidentRuleSpec, type IncidentRuleSpec } from './incident-rule-spec.schema.ts';
import { IncidentRulesRepository, type RuleEvidence, type StoredIncidentRule } from './incident-rules.repository.ts';

const DEFAULT_CHECK_TITLE = '{{.check.name}} is failing';
const DEFAULT_INSIGHT_TITLE = '{{.config.name}}: {{.insight.analyzer}}';

/** Where the rules say what they opened, finished or skipped. */
export type RuleLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

interface ParsedRule extends StoredIncidentRule {
  spec: IncidentRuleSpec;
}

/** Renders a template of the rule over the resource; its raw text when it does not render. */
function render(template: string, data: Record<string, unknown>): string {
  try {
    return renderGoTemplate(template, data);
  } catch {
    return template;
  }
}

/**
 * Opens incidents when a check fails or an insight appears on resources an incident rule selects,
 * and resolves (or closes) them when the resource is healthy again if the rule says so (decision 0039).
 */
export class IncidentRulesService {
  private readonly rules: IncidentRulesRepository;

  constructor(db: Db, private readonly logger: RuleLogger) {
    this.rules = new IncidentRulesRepository(db);
  }

  /** The rules whose spec reads; one written before validation existed is skipped with a warning. */
  private async parsedRules(): Promise<ParsedRule[]> {
    const parsed: ParsedRule[] = [];
    for (const rule of await this.rules.activeRules()) {
      const spec = readIncidentRuleSpec(rule.spec);
      if (spec) parsed.push({ ...rule, spec });
      else this.logger.warn({ incidentRule: rule.id }, `incident rule ${rule.name} has an invalid spec and is skipped`);
    }
    return parsed;
  }

  /** `check.failed`: the incidents of every rule that selects the check; answers their display ids. */
  async onCheckFailed(checkId: string): Promise<string[]> {
    const check = await this.rules.findCheck(checkId);
    if (!check) return [];
    const data = { check: { ...check }, resource: { ...check } };
    const opened: string[] = [];
    for (const rule of (await this.parsedRules()).filter((candidate) => ruleMatchesCheck(candidate.spec, check))) {
      const incident = await this.open(rule, data, { type: 'check', checkId: check.id }, DEFAULT_CHECK_TITLE, `Check ${check.name} is ${check.status ?? 'failing'}`);
      if (incident) opened.push(incident);
    }
    return opened;
  }

  /** An insight appeared (or reopened): the incidents of every rule that selects it. */
  async onInsightOpened(analysisId: string): Promise<string[]> {
    const insight = await this.rules.findOpenInsight(analysisId);
    if (!insight) return [];
    const data = insightData(insight);
    const evidence: RuleEvidence = { type: 'config_analysis', analysisId: insight.id, configId: insight.config.id };
    const opened: string[] = [];
    for (const rule of (await this.parsedRules()).filter((candidate) => ruleMatchesInsight(candidate.spec, insight))) {
      const incident = await this.open(rule, data, evidence, DEFAULT_INSIGHT_TITLE, `${insight.analyzer} on ${insight.config.name ?? insight.config.id}`);
      if (incident) opened.push(incident);
    }
    return opened;
  }

  /** `check.passed` or an insight resolved: rules with autoResolve (or autoClose) finish their open incidents on it. */
  async onHealthyAgain(resourceId: string): Promise<string[]> {
    const finished: string[] = [];
    for (const rule of await this.parsedRules()) {
      const status = rule.spec.autoClose ? 'closed' : rule.spec.autoResolve ? 'resolved' : undefined;
      if (!status) continue;
      const ids = await this.rules.finishOpenIncidents(rule.id, resourceId, status);
      for (const id of ids) this.logger.info({ incidentRule: rule.id, incident: id }, `incident ${id} ${status} by rule ${rule.name}: its resource is healthy again`);
      finished.push(...ids);
    }
    return finished;
  }

  private async open(rule: ParsedRule, resource: Record<string, unknown>, evidence: RuleEvidence, defaultTitle: string, evidenceDescription: string): Promise<string | undefined> {
    const template = rule.spec.template;
    const data = { ...resource, rule: { id: rule.id, name: rule.name } };
    const incident = await this.rules.openIncidentOnce({
      ruleId: rule.id,
      title: render(template?.title ?? defaultTitle, data),
      description: template?.description === undefined ? null : render(template.description, data),
      type: template?.type ?? 'availability',
      severity: template?.severity ?? 'low',
      status: template?.status ?? 'open',
      evidence,
      evidenceDescription,
      people: rule.spec.responders?.people ?? [],
      teams: rule.spec.responders?.teams ?? [],
      hoursSinceLastIncident: rule.spec.hoursSinceLastIncident ?? 0,
    });
    if (!incident) return undefined;
    this.logger.info({ incidentRule: rule.id, incident: incident.incidentId }, `incident ${incident.incidentId} opened by rule ${rule.name}`);
    if (incident.unknownResponders.length > 0) {
      this.logger.warn({ incidentRule: rule.id, incident: incident.incidentId }, `rule ${rule.name} names responders that do not exist: ${incident.unknownResponders.join(', ')}`);
    }
    return incident.incidentId;
  }
}

function insightData(insight: OpenInsight): Record<string, unknown> {
  const config = { ...insight.config };
  const details = { id: insight.id, analyzer: insight.analyzer, analysis_type: insight.analysisType, severity: insight.severity };
  return { insight: details, analysis: details, config, resource: config };
}
