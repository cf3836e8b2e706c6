import { LinkToIncidentAction } from './link/link-to-incident-action.tsx';

/** The evidence action of a check's dialog: attaching the check to an incident. */
export function AddToIncidentButton({ checkId, checkName }: { checkId: string; checkName?: string | undefined }) {
  return <LinkToIncidentAction subject={{ type: 'check', id: checkId, name: checkName }} label="Add to incident" />;
}
