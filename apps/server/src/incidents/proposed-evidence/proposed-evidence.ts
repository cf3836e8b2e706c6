// The answer's types are shared with the web app, which reads it.
export type { ProposedEvidence, ProposedEvidenceAnswer, ProposedEvidenceBody, ProposedEvidenceKind } from '@vigil/domain';
