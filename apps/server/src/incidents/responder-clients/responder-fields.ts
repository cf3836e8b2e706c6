import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import type { ResponderClientBase, ResponderIncident } from './responder-client-type.ts';

/** Renders a template, or answers its raw text when it does not render (spec 002 §5). */
export function renderOrRaw(template: string, data: Record<string, unknown>): string {
  try {
    return renderGoTemplate(template, data);
  } catch {
    return template;
  }
}

/** The form's fields as text; `responderType` says which client, and is not a field. */
export function formFields(properties: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (key === 'responderType' || key === 'external_url' || value === null || value === undefined) continue;
    fields[key] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value as number | boolean);
  }
  return fields;
}

/**
 * A responder's fields: the team's locked `values`, then what the form sent, then each default the
 * form left empty, templated over the form values and the incident (raw text when that fails).
 */
export function responderFields(client: ResponderClientBase, properties: Record<string, unknown>, incident: ResponderIncident): Record<string, string> {
  const form = formFields(properties);
  const values = client.values ?? {};
  const data = { ...form, ...values, incident };
  const fields: Record<string, string> = {};
  for (const [key, template] of Object.entries(client.defaults ?? {})) {
    if (!form[key]?.trim()) fields[key] = renderOrRaw(template, data);
  }
  for (const [key, value] of Object.entries(form)) if (value.trim() !== '' || fields[key] === undefined) fields[key] = value;
  return { ...fields, ...values };
}
