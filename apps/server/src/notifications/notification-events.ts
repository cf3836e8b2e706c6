import type { NotificationEvent } from '@vigil/domain';

/** What an event is about: the variable its filter and template read the resource from. */
export type NotificationResourceKind = 'check' | 'config' | 'component' | 'approval' | 'playbook';

interface EventDefinition {
  kind: NotificationResourceKind;
  /** The default title and body (Go templates) when the notification has none of its own. */
  title: string;
  body: string;
}

const CHECK_BODY = 'Canary: {{.canary.name}}\n{{if .check.message}}Message: {{.check.message}}\n{{end}}{{if .check.error}}Error: {{.check.error}}\n{{end}}';
const CONFIG_BODY = 'Type: {{.config.type}}\n{{if .config.status}}Status: {{.config.status}}\n{{end}}';
const COMPONENT_BODY = 'Type: {{.component.type}}\nStatus: {{.component.status}}\n{{if .component.status_reason}}Reason: {{.component.status_reason}}\n{{end}}';

function health(kind: 'config' | 'component', state: string): EventDefinition {
  const subject = kind === 'config' ? '{{.config.type}} {{.config.name}}' : 'Component {{.component.name}}';
  return { kind, title: `${subject} is ${state}`, body: kind === 'config' ? CONFIG_BODY : COMPONENT_BODY };
}

function configChange(verb: string): EventDefinition {
  return { kind: 'config', title: `{{.config.type}} {{.config.name}} was ${verb}`, body: CONFIG_BODY };
}

/** The events a notification can list (spec 001 §9), in the order of the form's options. */
export const NOTIFICATION_EVENT_DEFINITIONS: Readonly<Record<NotificationEvent, EventDefinition>> = {
  'check.failed': { kind: 'check', title: 'Check {{.check.name}} has failed', body: CHECK_BODY },
  'check.passed': { kind: 'check', title: 'Check {{.check.name}} has passed', body: CHECK_BODY },
  'component.healthy': health('component', 'healthy'),
  'component.unhealthy': health('component', 'unhealthy'),
  'component.unknown': health('component', 'unknown'),
  'component.warning': health('component', 'warning'),
  'config.created': configChange('created'),
  'config.deleted': configChange('deleted'),
  'config.healthy': health('config', 'healthy'),
  'config.unhealthy': health('config', 'unhealthy'),
  'config.unknown': health('config', 'unknown'),
  'config.updated': configChange('updated'),
  'config.warning': health('config', 'warning'),
  'playbook.approval.inserted': {
    kind: 'approval',
    title: 'Playbook {{.playbook.name}}: a run was approved',
    body: 'Approved by {{.approval.approver}}\nRun: {{.run.id}} ({{.run.status}})\n',
  },
  'playbook.spec.approval.updated': {
    kind: 'playbook',
    title: 'Playbook {{.playbook.name}}: its approval settings changed',
    body: 'The approval of playbook {{.playbook.name}} now reads: {{.playbook.approval}}\n',
  },
};
