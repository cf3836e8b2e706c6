import type { ProposedEvidenceKind } from '@vigil/domain';
import { GitCommitHorizontal, HeartPulse, Lightbulb, type LucideIcon } from 'lucide-react';

const KINDS: Record<ProposedEvidenceKind, { icon: LucideIcon; label: string; colour: string }> = {
  config_change: { icon: GitCommitHorizontal, label: 'Config change', colour: 'text-blue-700 bg-blue-50' },
  config_analysis: { icon: Lightbulb, label: 'Insight', colour: 'text-amber-700 bg-amber-50' },
  check: { icon: HeartPulse, label: 'Check failures', colour: 'text-red-700 bg-red-50' },
};

/** What a proposal is, as an icon that names it. */
export function ProposalKindIcon({ kind }: { kind: ProposedEvidenceKind }) {
  const { icon: Icon, label, colour } = KINDS[kind];
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex size-6 shrink-0 items-center justify-center rounded ${colour}`}>
      <Icon size={14} aria-hidden="true" />
    </span>
  );
}
