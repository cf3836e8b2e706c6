import type { EvidenceRow } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import type { EvidenceBody } from '../utils/evidence-subject.ts';

/** `POST /evidences?select=*`. */
export async function insertEvidence(evidence: EvidenceBody): Promise<EvidenceRow> {
  const [row] = await http.post<EvidenceRow[]>('db', '/evidences', { query: { select: '*' }, body: evidence });
  if (!row) throw new Error('The server did not return the new evidence');
  return row;
}
