import type { DemoSeeder } from '#src/demo/demo-seeder.ts';
import type { DemoConfig } from '#src/modules/feature-module.ts';
import { demoPlaybooks, FIRST_RUN_PLAYBOOK } from './demo-playbooks.ts';

/**
 * The demo playbooks, UI-sourced so they can be edited and deleted like any a user writes, and one
 * run of the catalog census, due at once: the engine carries it when the server starts, so the runs
 * page shows a real finished run on first start.
 */
export function playbooksDemoSeeder(config: Pick<DemoConfig, 'host' | 'port'>): DemoSeeder {
  return {
    name: 'playbooks',
    async seed(tx) {
      for (const playbook of demoPlaybooks(config)) {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO playbooks (name, namespace, title, icon, description, category, spec, source)
           VALUES ($1, 'default', $2, $3, $4, $5, $6::jsonb, 'UI') RETURNING id`,
          [playbook.name, playbook.title, playbook.icon, playbook.description, playbook.category, JSON.stringify(playbook.spec)],
        );
        if (playbook.name !== FIRST_RUN_PLAYBOOK) continue;
        await tx.query(
          `INSERT INTO playbook_runs (playbook_id, spec, status, parameters, request)
           VALUES ($1, $2::jsonb, 'scheduled', '{}'::jsonb, $3::jsonb)`,
          [rows[0]!.id, JSON.stringify(playbook.spec), JSON.stringify({ id: rows[0]!.id, params: {} })],
        );
      }
    },
  };
}
