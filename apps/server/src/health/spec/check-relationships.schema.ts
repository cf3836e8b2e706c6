import { relationshipSelectorTemplateSchema } from '#src/selectors/relationship-selector.schema.ts';
import { specList, specObject } from '#src/spec/spec-schema.ts';
import type { CheckRelationships } from '../checks/check-type.ts';

/**
 * canary-checker's per-check `relationships`: the config items and components the check watches,
 * each list of relationship selector templates. Absent or empty is undefined.
 */
export const checkRelationshipsSchema = specObject({
  configs: specList(relationshipSelectorTemplateSchema),
  components: specList(relationshipSelectorTemplateSchema),
})
  .nullish()
  .transform((relationships): CheckRelationships | undefined => {
    const configs = relationships?.configs ?? [];
    const components = relationships?.components ?? [];
    return configs.length > 0 || components.length > 0 ? { configs, components } : undefined;
  });
