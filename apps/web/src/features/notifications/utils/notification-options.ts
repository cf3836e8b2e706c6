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
