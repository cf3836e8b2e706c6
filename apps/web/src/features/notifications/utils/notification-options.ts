/** The events a notification can be sent on (spec 001 §9). */
export const NOTIFICATION_EVENTS = [
  'check.failed',
  'check.passed',
  'component.healthy',
  'component.unhealthy',
  'component.unknown',
  'component.warning',
  'config.created',
  'config.deleted',
  'config.healthy',
  'config.unhealthy',
  'config.unknown',
  'config.updated',
  'config.warning',
  'playbook.approval.inserted',
  'playbook.spec.approval.updated',
] as const;

/** How long a notification waits before it sends about the same resource and event again (spec 001 §9). */
export const REPEAT_INTERVALS = ['1h', '2h', '3h', '6h', '1d', '1w', '1m'] as const;

export const RECIPIENT_TYPES = ['person', 'team', 'others'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

export const RECIPIENT_TYPE_LABELS: Record<RecipientType, string> = { person: 'Person', team: 'Team', others: 'Others' };

export const TEMPLATE_TYPES = ['default', 'custom'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = { default: 'Default', custom: 'Custom Template' };

/** A custom service names a stored connection by reference. */
export function connectionReference(connection: { namespace: string | null; name: string }): string {
  return `connection://${connection.namespace || 'default'}/${connection.name}`;
}
