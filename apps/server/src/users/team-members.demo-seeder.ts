import type { DemoSeeder } from '../demo/demo-seeder.ts';

/** The demo team and who is in it: the people who edit and respond; the team is the workspace's own. */
export const DEMO_TEAM = { name: 'Platform', members: ['editor@demo.local', 'commander@demo.local', 'responder@demo.local'] } as const;

/** Puts demo people in the demo team, so the team's members, notifications and responders have someone to reach. */
export const teamMembersDemoSeeder: DemoSeeder = {
  name: 'team-members',
  async seed(tx) {
    await tx.query(
      `INSERT INTO team_members (team_id, person_id)
       SELECT t.id, p.id FROM teams t JOIN people p ON p.email = ANY ($2::text[])
       WHERE t.name = $1 AND t.deleted_at IS NULL
       ON CONFLICT DO NOTHING`,
      [DEMO_TEAM.name, DEMO_TEAM.members],
    );
  },
};
