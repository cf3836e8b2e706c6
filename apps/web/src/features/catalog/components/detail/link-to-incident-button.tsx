import { useSlot } from '#src/ui/slots/slots-context.tsx';

/** 'Link to incident' of a config's sidebar: the incidents feature's dialog, through its slot (spec 002 §2). */
export function LinkToIncidentButton({ configId, name }: { configId: string; name?: string | null }) {
  const LinkToIncident = useSlot('linkToIncident');
  return <LinkToIncident subject={{ type: 'config', id: configId, name: name ?? undefined }} label="Link to incident" />;
}
