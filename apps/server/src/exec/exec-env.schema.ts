import { z } from 'zod';
import { isPlainObject } from '../spec/spec-reader.ts';

const scalar = z.union([z.string(), z.number(), z.boolean()], { error: 'must be a string' });

const envEntry = z.unknown().transform((entry, context): [string, string] | undefined => {
  if (!isPlainObject(entry) || typeof entry.name !== 'string' || entry.name === '') {
    context.issues.push({ code: 'custom', message: 'must be {name, value}', input: entry });
    return undefined;
  }
  if (entry.valueFrom !== undefined) {
    context.issues.push({ code: 'custom', message: 'not supported yet', input: entry, path: ['valueFrom'] });
    return undefined;
  }
  const extra = Object.keys(entry).find((key) => key !== 'name' && key !== 'value');
  if (extra) context.issues.push({ code: 'custom', message: 'unknown key', input: entry, path: [extra] });
  return [entry.name, entry.value === undefined || entry.value === null ? '' : String(entry.value as string)];
});

const envMap = z.record(z.string(), scalar).transform((env) => Object.fromEntries(Object.entries(env).map(([name, value]) => [name, String(value)])));
const envList = z.array(envEntry).transform((entries) => Object.fromEntries(entries.filter((entry) => entry !== undefined)));

/**
 * A script's declared environment: a map (`{ NAME: value }`) or canary-checker's and config-db's
 * list of `{ name, value }`. Values from secrets (`valueFrom`) are not supported yet.
 */
export const execEnvSchema = z.unknown().transform((env, context): Record<string, string> | undefined => {
  if (env === undefined || env === null) return undefined;
  const schema = isPlainObject(env) ? envMap : Array.isArray(env) ? envList : undefined;
  if (!schema) {
    context.issues.push({ code: 'custom', message: 'must be a map of strings or a list of {name, value}', input: env });
    return undefined;
  }
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  for (const issue of result.error.issues) context.issues.push({ code: 'custom', message: issue.message, input: env, path: issue.path });
  return undefined;
}).optional();
