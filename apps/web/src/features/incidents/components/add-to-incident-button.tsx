import { LinkToIncidentAction } from './link/link-to-incident-action.tsx';

/** The evidence action of a check's dialog: attaching the check to an incident. */
export function AddToIncidentButton({ checkId }: { checkId: string }) {
  return <LinkToIncidentAction subject={{ type: 'check', id: checkId }} label="Add to incident" />;
}
