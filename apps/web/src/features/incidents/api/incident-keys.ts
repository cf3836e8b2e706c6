import { createQueryKeys } from '#src/api/query-keys.ts';

/** Query keys of the incidents feature; each operation adds its own under these. */
export const incidentKeys = createQueryKeys('incidents');
export const hypothesisKeys = createQueryKeys('hypotheses');
/** The choices the filters and forms offer (owners, components, configs). */
export const incidentOptionKeys = createQueryKeys('incident-options');
