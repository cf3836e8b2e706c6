/** The kinds of team responder (spec 002 §9), with the label users see. */
export const RESPONDER_KIND_LABELS: Readonly<Record<string, string>> = {
  email: 'Email',
  jira: 'Jira',
  service_now: 'ServiceNow',
  ca: 'CA Service Desk',
  aws_support: 'AWS Support',
  aws_ams_services_request: 'AWS AMS Service Request',
  redhat: 'Red Hat',
  oracle: 'Oracle',
  ms_planner: 'Microsoft Planner',
  vmware: 'VMware',
  person: 'Person',
};

export interface ResponderField {
  name: string;
  label: string;
  /** A text area rather than one line. */
  long?: boolean;
}

const field = (name: string, label: string, long = false): ResponderField => ({ name, label, long });
const SUPPORT_CASE = [field('category', 'Category'), field('description', 'Description'), field('body', 'Body', true)];
const VENDOR_CASE = [field('product', 'Product'), ...SUPPORT_CASE];

/**
 * The details form of each kind (spec 002 §3). `external_id` is left out: the server fills it with
 * the ticket its client opens (decision 0037).
 */
export const RESPONDER_FIELD_SETS: Readonly<Record<string, readonly ResponderField[]>> = {
  email: [field('to', 'To'), field('subject', 'Subject'), field('body', 'Body', true)],
  jira: [field('project', 'Project'), field('issueType', 'Issue Type'), field('priority', 'Priority'), field('summary', 'Summary'), field('description', 'Description', true)],
  service_now: SUPPORT_CASE,
  ca: SUPPORT_CASE,
  aws_support: SUPPORT_CASE,
  aws_ams_services_request: SUPPORT_CASE,
  redhat: VENDOR_CASE,
  oracle: VENDOR_CASE,
  vmware: VENDOR_CASE,
  ms_planner: [field('plan_id', 'Plan ID'), field('bucket_id', 'Bucket ID'), field('priority', 'Priority'), field('title', 'Title'), field('description', 'Description', true)],
};

export function responderKindLabel(kind: string): string {
  return RESPONDER_KIND_LABELS[kind] ?? kind;
}
