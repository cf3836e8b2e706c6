import type { DemoSeeder } from './demo-seeder.ts';

/** The demo's own team, so settings and ownership screens have something to show from the first start. */
export const workspaceDemoSeeder: DemoSeeder = {
  name: 'workspace',
  async seed(tx) {
    await tx.query(
      `INSERT INTO teams (name, icon, spec)
       VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (name) DO NOTHING`,
      ['Platform', 'group', JSON.stringify({ description: 'Demo team that owns the sample services.' })],
    );
  },
};
