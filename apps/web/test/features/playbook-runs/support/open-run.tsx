import { PlaybookRunRoute } from '#src/features/playbook-runs/routes/playbook-run.route.tsx';
import { renderRoute } from '#test/support/render-route.tsx';
import { RUN_ID } from './playbook-runs-api.ts';

/** The run detail at /playbooks/runs/{id}; other addresses render nothing, so navigation is seen in the router. */
export function openRun(id = RUN_ID) {
  return renderRoute(<PlaybookRunRoute />, { path: '/playbooks/runs/:id', address: `/playbooks/runs/${id}` });
}
