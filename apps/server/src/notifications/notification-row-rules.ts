import { checkCelSyntax } from '#src/expressions/cel-expression.ts';
import { checkTemplateSyntax } from '#src/expressions/template/go-template.ts';
import type { SpecRules } from '#src/rest/spec-writes/spec-write.validator.ts';
import type { SpecIssue } from '#src/spec/spec-issue.ts';
import { isNotificationEvent, NOTIFICATION_EVENTS, REPEAT_INTERVALS } from '@vigil/domain';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function eventIssues(events: unknown): SpecIssue[] {
  if (!Array.isArray(events) || events.length === 0) return [{ path: 'events', message: 'choose at least one event' }];
  const unknown = events.filter((event) => !isNotificationEvent(event));
  if (unknown.length === 0) return [];
  return [{ path: 'events', message: `unknown event ${unknown.map(String).join(', ')}; choose among ${NOTIFICATION_EVENTS.join(', ')}` }];
}

function serviceIssues(services: unknown): SpecIssue[] {
  if (services === null || services === undefined) return [];
  if (!Array.isArray(services)) return [{ path: 'custom_services', message: 'must be a list of {connection, name}' }];
  return services.flatMap((service, index) =>
    typeof service === 'object' && service !== null && text((service as Record<string, unknown>).connection)
      ? []
      : [{ path: `custom_services[${index}].connection`, message: 'connection is required (connection://<namespace>/<name>)' }],
  );
}

/** Checks the columns of a notification written through /api/db (decision 0069); a PATCH checks what it sets. */
export function notificationRowIssues(row: Readonly<Record<string, unknown>>): SpecIssue[] {
  const issues: SpecIssue[] = [];
  if ('events' in row) issues.push(...eventIssues(row.events));
  const interval = row.repeat_interval;
  if (text(interval) !== undefined && !(REPEAT_INTERVALS as readonly string[]).includes(interval as string)) {
    issues.push({ path: 'repeat_interval', message: `${String(interval)} is not one of ${REPEAT_INTERVALS.join(', ')}` });
  }
  const filter = text(row.filter);
  const filterProblem = filter && checkCelSyntax(filter);
  if (filterProblem) issues.push({ path: 'filter', message: `does not compile: ${filterProblem}` });
  for (const field of ['title', 'template'] as const) {
    const source = text(row[field]);
    const problem = source && checkTemplateSyntax(source);
    if (problem) issues.push({ path: field, message: `is not a valid template: ${problem}` });
  }
  if ('custom_services' in row) issues.push(...serviceIssues(row.custom_services));
  return issues;
}

/** The data API's rules for the notifications table: its spec is its columns. */
export const notificationSpecRules: SpecRules = {
  relation: 'notifications',
  noun: 'notification',
  issuesOf: () => [],
  rowIssuesOf: notificationRowIssues,
};
