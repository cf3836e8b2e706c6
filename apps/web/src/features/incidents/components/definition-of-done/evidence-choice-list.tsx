import type { DoneEvidence } from '#src/features/incidents/api/get-incident-evidences.ts';

export const NO_EVIDENCES_OUTSIDE_DONE = 'There are no evidences which are not part of definition of done';

export function evidenceTitle(evidence: Pick<DoneEvidence, 'description' | 'type'>): string {
  return evidence.description?.trim() || evidence.type;
}

/** The selectEvidence step: one evidence not yet part of the definition of done. */
export function EvidenceChoiceList({ evidences, value, onChange }: { evidences: readonly DoneEvidence[]; value: string; onChange: (id: string) => void }) {
  if (evidences.length === 0) return <p className="py-6 text-center text-sm text-gray-500">{NO_EVIDENCES_OUTSIDE_DONE}</p>;
  return (
    <div role="radiogroup" aria-label="Evidence" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
      {evidences.map((evidence) => (
        <button
          key={evidence.id}
          type="button"
          role="radio"
          aria-checked={evidence.id === value}
          onClick={() => onChange(evidence.id)}
          className={`flex min-h-9 shrink-0 items-center gap-2 rounded-md border px-3 py-1.5 text-left text-sm ${evidence.id === value ? 'border-blue-500 bg-blue-50 text-blue-800' : 'border-gray-200 text-gray-800 hover:bg-gray-50'}`}
        >
          <span className="min-w-0 flex-1 truncate">{evidenceTitle(evidence)}</span>
          <span className="shrink-0 text-xs text-gray-500">{evidence.type}</span>
        </button>
      ))}
    </div>
  );
}
