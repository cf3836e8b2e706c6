import type { ComponentType } from 'react';

/** What a page that lists checks of its own hands the check dialog. */
export interface CheckDialogSlotProps {
  checkId: string;
  /** The range in the URL; null picks one from the age of the last run. */
  timeRange: string | null;
  onTimeRangeChange: (range: string) => void;
  onClose: () => void;
}

export interface CheckActionsSlotProps {
  checkId: string;
  /** The check's name once known: it describes the check where the actions attach it. */
  checkName?: string | undefined;
}

/** What a page offers to link to an incident as evidence: a config item, a check or a component. */
export interface LinkToIncidentSubject {
  type: 'config' | 'check' | 'topology';
  id: string;
  /** Describes the evidence; without it the kind of subject does. */
  name?: string;
}

export interface LinkToIncidentSlotProps {
  subject: LinkToIncidentSubject;
  /** The text of the button that opens the dialog. */
  label: string;
}

/** A config item, check or component that a playbook can run on. */
export interface RunPlaybookResource {
  type: 'config' | 'check' | 'component';
  id: string;
  /** Shown in the Run dialog; without it the id is. */
  name?: string | undefined;
}

export interface RunPlaybookSlotProps {
  resource: RunPlaybookResource;
}

/**
 * The places where one feature shows a piece of another. A feature never imports another: it
 * leaves a slot, and the app fills it (app/slots/app-slots.ts). An unfilled slot renders nothing.
 */
export interface Slots {
  /** One check in full (the health feature's dialog), opened from the catalog's Checks tab. */
  checkDetailDialog?: ComponentType<CheckDialogSlotProps>;
  /** The actions on a check beside Run Now in its dialog (run a playbook, add to an incident). */
  checkActions?: ComponentType<CheckActionsSlotProps>;
  /** The tabs above the catalog's pages, which the scrapers page shows too. */
  catalogTabs?: ComponentType;
  /** 'Link to incident' (the incidents feature's dialog), offered by a catalog item's sidebar. */
  linkToIncident?: ComponentType<LinkToIncidentSlotProps>;
  /** The Playbooks menu that runs a playbook on this resource (the playbooks feature's). */
  runPlaybook?: ComponentType<RunPlaybookSlotProps>;
}
