import { z } from 'zod';
import { fieldPath } from '../http/input-issues.ts';

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/;

const name = z
  .string({ error: 'Agent name is required' })
  .trim()
  .min(1, { error: 'Agent name is required', abort: true })
  .regex(NAME_PATTERN, {
    error: (issue) => `Agent name "${String(issue.input)}" must start with a letter or digit and hold only letters, digits, dots, dashes and underscores (at most 63)`,
  });

const description = z
  .string({ error: 'description must be text' })
  .nullish()
  .transform((text) => (text === undefined || text === null || text.trim() === '' ? null : text.trim()));

const labelValue = z.union([z.string(), z.number(), z.boolean()], { error: (issue) => `${fieldPath(issue.path ?? [])} must be text` });

/** Labels the agent adds to every resource it creates. */
const properties = z
  .record(z.string(), labelValue, { error: 'properties must be an object of label names to text values' })
  .nullish()
  .superRefine((labels, context) => {
    if (labels && Object.keys(labels).some((key) => key.trim() === '')) context.addIssue({ code: 'custom', message: 'properties may not have an empty label name' });
  })
  .transform((labels) => {
    const entries = Object.entries(labels ?? {}).map(([key, value]) => [key, String(value)] as const);
    return entries.length === 0 ? null : Object.fromEntries(entries);
  });

/** `{name, description?, properties?}`; other keys of the create form (kubernetes, pushTelemetry) only shape the install command. */
export const generateAgentBody = z.object({ name, description, properties });

export type GenerateAgentInput = z.output<typeof generateAgentBody>;
