import { z } from 'zod';
import { REQUIRED, specObject } from '#src/spec/spec-schema.ts';
import { resourceSelectorSchema, type ResourceSelector } from '#src/selectors/resource-selector.schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';

export interface CatalogCheckSpec extends CheckSpecBase {
  /** Alternatives: an item is selected when any one of them matches it. */
  selector: ResourceSelector[];
}

const selectorList = z
  .array(resourceSelectorSchema, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : 'must be a list') })
  .min(1, { error: 'must have at least one selector' });

/** One `catalog` entry: always named, since its selectors make no readable name. */
const catalogSchema = namedCheck(specObject({ selector: selectorList, ...checkBaseShape }));

function describeSelector(selector: ResourceSelector): string {
  const parts = [
    selector.id && `id=${selector.id}`,
    selector.types && `types=${selector.types.join(',')}`,
    selector.namespace && `namespace=${selector.namespace}`,
    selector.name && `name=${selector.name}`,
    selector.statuses && `statuses=${selector.statuses.join(',')}`,
    selector.health && `health=${selector.health}`,
    selector.labelSelector && `labels ${selector.labelSelector}`,
    selector.tagSelector && `tags ${selector.tagSelector}`,
  ];
  return parts.filter(Boolean).join(' ');
}

const describeCount = (count: number) => (count === 1 ? '1 config item' : `${count} config items`);

/**
 * Selects config items of the catalog. As canary-checker's, it passes whenever the selection could be
 * made, also when it is empty: a `test` decides (e.g. `size(results) > 0`). Expressions see the
 * items as `results`, each with its columns and its `config` as an object.
 */
export const catalogCheck: CheckType<CatalogCheckSpec> = defineCheckType({
  type: 'catalog',
  schema: catalogSchema,
  examples: [
    [
      'name: ingress classes are scraped',
      'selector:',
      '  - types: [Kubernetes::IngressClass]',
      'test:',
      '  expr: size(results) > 0',
      '',
    ].join('\n'),
    {
      name: 'no unhealthy pods in production',
      selector: [{ types: ['Kubernetes::Pod'], namespace: 'production', health: 'unhealthy' }],
      test: { expr: 'size(results) == 0' },
      display: { expr: "string(size(results)) + ' unhealthy pods'" },
    },
  ],

  endpoint: (spec) => spec.selector.map(describeSelector).join(' | '),

  async run(spec: CatalogCheckSpec, context: ProbeContext): Promise<ProbeResult> {
    if (!context.selectConfigItems) {
      const reason = 'this server cannot read the catalog here';
      return { pass: false, message: reason, error: reason, data: {} };
    }
    const items = await context.selectConfigItems(spec.selector);
    const message = items.length === 0 ? 'no config item matches the selector' : `selected ${describeCount(items.length)}`;
    return { pass: true, message, data: { results: items } };
  },
});
