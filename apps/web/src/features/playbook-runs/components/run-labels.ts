import type { PlaybookRunRow, RunPlaybook } from '../api/playbook-run.types.ts';

/** The playbook as people know it: its title, else its name. */
export function playbookLabel(playbook: RunPlaybook | null | undefined, fallback = ''): string {
  return playbook?.title || playbook?.name || fallback;
}

/** What the run was about: a config item, a check or a component, with the icon its type picks. */
export function runResource(run: Pick<PlaybookRunRow, 'config' | 'check' | 'component'>): { name: string; icon: string | null | undefined; to: string } | null {
  if (run.config) return { name: run.config.name ?? run.config.id, icon: run.config.type, to: `/catalog/${run.config.id}` };
  if (run.check) return { name: run.check.name ?? run.check.id, icon: run.check.type, to: `/health?checkId=${run.check.id}` };
  if (run.component) return { name: run.component.name ?? run.component.id, icon: run.component.icon, to: `/topology/${run.component.id}` };
  return null;
}
