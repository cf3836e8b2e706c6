import type { IncidentEvidence } from '#src/features/incidents/api/incident-detail.types.ts';

/**
 * What an evidence is called on the page: its description, unless that only names the kind of
 * thing ('Check', as attaching from a check's dialog writes it) and the thing's own name is known.
 */
export function evidenceLabel(evidence: Pick<IncidentEvidence, 'type' | 'description' | 'check'>): string {
  const description = evidence.description?.trim() ?? '';
  const generic = description === '' || description.toLowerCase() === evidence.type.toLowerCase();
  if (generic && evidence.check?.name) return evidence.check.name;
  return description || evidence.type;
}
