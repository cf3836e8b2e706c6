import { badRequest, bodyObject } from '../rbac/service-error.ts';

export interface GenerateAgentInput {
  name: string;
  description: string | null;
  /** Labels the agent adds to every resource it creates. */
  properties: Record<string, string> | null;
}

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/;

/** `{name, description?, properties?}`; other keys of the create form (kubernetes, pushTelemetry) only shape the install command. */
export function readGenerateAgent(raw: unknown): GenerateAgentInput {
  const body = bodyObject(raw);
  if (typeof body.name !== 'string' || body.name.trim() === '') throw badRequest('Agent name is required');
  const name = body.name.trim();
  if (!NAME_PATTERN.test(name)) {
    throw badRequest(`Agent name "${name}" must start with a letter or digit and hold only letters, digits, dots, dashes and underscores (at most 63)`);
  }
  let description: string | null = null;
  if (body.description !== undefined && body.description !== null) {
    if (typeof body.description !== 'string') throw badRequest('description must be text');
    description = body.description.trim() === '' ? null : body.description.trim();
  }
  return { name, description, properties: readLabels(body.properties) };
}

function readLabels(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('properties must be an object of label names to text values');
  const labels: Record<string, string> = {};
  for (const [key, label] of Object.entries(value as Record<string, unknown>)) {
    if (key.trim() === '') throw badRequest('properties may not have an empty label name');
    if (typeof label !== 'string' && typeof label !== 'number' && typeof label !== 'boolean') {
      throw badRequest(`properties.${key} must be text`);
    }
    labels[key] = String(label);
  }
  return Object.keys(labels).length === 0 ? null : labels;
}
