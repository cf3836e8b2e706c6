import { CatalogTabs } from '#src/features/catalog/components/catalog-tabs.tsx';
import { LazyCheckDetailDialog } from '#src/features/health/components/lazy-check-detail-dialog.tsx';
import { LinkToIncidentAction } from '#src/features/incidents/components/link/link-to-incident-action.tsx';
import { PlaybooksMenu } from '#src/features/playbooks/components/playbooks-menu.tsx';
import type { Slots } from '#src/ui/slots/slots.ts';
import { CheckActions } from './check-actions.tsx';

/** How the app fills the slots features leave for each other (ui/slots/slots.ts). */
export const APP_SLOTS: Slots = {
  checkDetailDialog: LazyCheckDetailDialog,
  checkActions: CheckActions,
  catalogTabs: CatalogTabs,
  linkToIncident: LinkToIncidentAction,
  runPlaybook: PlaybooksMenu,
};
