import type { HypothesisRow, HypothesisType } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';

export interface NewHypothesis {
  incident_id: string;
  parent_id?: string;
  title: string;
  type: HypothesisType;
  status: 'possible';
}

/** `POST /hypotheses?select=*`. */
export async function insertHypothesis(hypothesis: NewHypothesis): Promise<HypothesisRow> {
  const [row] = await http.post<HypothesisRow[]>('db', '/hypotheses', { query: { select: '*' }, body: hypothesis });
  if (!row) throw new Error('The server did not return the new hypothesis');
  return row;
}
