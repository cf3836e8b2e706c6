import { relationResource } from '@vigil/domain';

/** Who may add, change and delete teams and their members: the resource the server guards writes of teams with. */
export const TEAMS_WRITE = relationResource('teams', 'write') ?? 'identities';
