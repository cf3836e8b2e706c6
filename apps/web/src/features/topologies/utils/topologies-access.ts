import { relationResource } from '@vigil/domain';

/** Who may add, change, delete and run topologies: the resource the server guards writes of topologies with. */
export const TOPOLOGIES_WRITE = relationResource('topologies', 'write') ?? 'topologies';
