import { z } from 'zod';
import type { SpecIssue } from './spec-issue.ts';
import { parseSpecEntry } from './spec-schema.ts';

/** A spec entry as a user writes it: YAML text, or the object it reads as. */
export type PluginExample = string | Record<string, unknown>;

/**
 * What one kind of thing a spec lists is (a check type, a scraper type, later a playbook action or
 * a notification channel): the key of its list, the schema of one entry, entries that show it in
 * use (a test parses each, and runs it where a local target exists), and the work it does.
 */
export interface PluginDefinition<Spec, Context, Result> {
  /** The key of its list in a spec (`http`, `file`, ...), and the type stored for what it makes. */
  readonly type: string;
  /** One entry of its list; issues name the field at fault in the readers' words (spec-schema.ts). */
  readonly schema: z.ZodType<Spec>;
  readonly examples: readonly PluginExample[];
  run(spec: Spec, context: Context): Promise<Result>;
}

export interface Plugin<Spec, Context, Result> extends PluginDefinition<Spec, Context, Result> {
  /** Validates one entry with the schema; issues are named under `path` (e.g. `spec.tcp[0]`). */
  parse(raw: unknown, path: string): { spec: Spec } | { issues: SpecIssue[] };
}

/** A plugin from its definition, with `parse` derived from its schema. Extra fields are kept. */
export function definePlugin<Spec, Context, Result, Extra extends object = object>(
  definition: PluginDefinition<Spec, Context, Result> & Extra,
): Plugin<Spec, Context, Result> & Extra {
  return { ...definition, parse: (raw: unknown, path: string) => parseSpecEntry(definition.schema, raw, path) };
}

/** The JSON Schema of an entry as written (before defaults and conversions), for editors. */
export function entryJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

export interface PluginRegistry<P extends { readonly type: string; readonly schema: z.ZodType }> {
  readonly plugins: readonly P[];
  find(type: string): P | undefined;
  types(): string[];
  /** The JSON Schema of one entry of `type`'s list; undefined for a type not registered. */
  jsonSchema(type: string): Record<string, unknown> | undefined;
}

/** Looks plugins up by type; two plugins of one type are a programming error. */
export function pluginRegistry<P extends { readonly type: string; readonly schema: z.ZodType }>(plugins: readonly P[]): PluginRegistry<P> {
  const byType = new Map<string, P>();
  for (const plugin of plugins) {
    if (byType.has(plugin.type)) throw new Error(`two plugins are registered as ${plugin.type}`);
    byType.set(plugin.type, plugin);
  }
  return {
    plugins,
    find: (type) => byType.get(type),
    types: () => [...byType.keys()],
    jsonSchema(type) {
      const plugin = byType.get(type);
      return plugin ? entryJsonSchema(plugin.schema) : undefined;
    },
  };
}
