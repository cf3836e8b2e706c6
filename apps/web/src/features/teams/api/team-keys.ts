import { createQueryKeys } from '#src/api/query-keys.ts';

export const teamKeys = createQueryKeys('teams');

/** Members change with additions and removals, not with the team's spec. */
export const teamMemberKeys = createQueryKeys('team-members');

/** People who may be added to a team. */
export const teamPeopleKeys = createQueryKeys('team-people');

export const teamJobKeys = createQueryKeys('team-jobs');
