import { z } from 'zod';
import { notSupportedKey, specBoolean, specList, specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { parseFieldSelector } from './field-selector.ts';
import { parseLabelSelector } from './label-selector.ts';

/** A label or tag selector text, refused when it cannot be read (with the reason). */
const labelSelectorText = specString().superRefine((text, context) => {
  if (text === undefined) return;
  const parsed = parseLabelSelector(text);
  if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
});

/** A field selector text, refused when it cannot be read (with the reason). */
const fieldSelectorText = specString().superRefine((text, context) => {
  if (text === undefined) return;
  const parsed = parseFieldSelector(text);
  if ('error' in parsed) context.addIssue({ code: 'custom', message: parsed.error });
});

/** `types`, `statuses`: values to match, each of which may be negated with a leading `!`. */
const termList = specList(z.string({ error: 'must be a string' }).trim().min(1, { error: 'must not be empty' }));

/** The fields that select something; a selector with none of them selects nothing, so it is refused. */
const CRITERIA = ['id', 'name', 'namespace', 'types', 'statuses', 'health', 'labelSelector', 'tagSelector', 'fieldSelector'] as const;

/**
 * One resource selector of canary-checker and its family (flanksource duty's ResourceSelector): every
 * field given must hold (AND); the selectors of a list are alternatives (OR). `name` and `namespace`
 * match exactly (`name: '*'` alone selects everything); `types` and `statuses` are lists and
 * `health` a comma-separated text, each value negated with a leading `!`; `labelSelector` and
 * `tagSelector` take Kubernetes label selector text, `fieldSelector` `key=value` / `key!=value` on the
 * selected thing's own fields (field-selector.ts). `agent` is `all`, `self` (the default: items
 * of this server's own scrapers) or an agent's id or name. Its fields `scope`, `search` and `cache`
 * are refused as not supported yet.
 */
export const resourceSelectorSchema = specObject({
  id: specString(),
  name: specString(),
  namespace: specString(),
  agent: specString(),
  types: termList,
  statuses: termList,
  health: specString(),
  labelSelector: labelSelectorText,
  tagSelector: labelSelectorText,
  includeDeleted: specBoolean(),
  limit: specNumber({ integer: true, min: 1 }),
  scope: notSupportedKey(),
  search: notSupportedKey(),
  cache: notSupportedKey(),
  fieldSelector: fieldSelectorText,
}).refine((selector) => CRITERIA.some((key) => selector[key] !== undefined), {
  error: `must select by at least one of ${CRITERIA.join(', ')}`,
});

export type ResourceSelector = z.output<typeof resourceSelectorSchema>;
