import { http } from '#src/api/http-client.ts';

/** `PATCH /evidences?id=in.(...)`: the evidences become part of the incident's definition of done. */
export async function addToDefinitionOfDone(evidenceIds: readonly string[]): Promise<void> {
  const ids = evidenceIds.map((id) => `"${id}"`).join(',');
  await http.patch('db', '/evidences', { query: { id: `in.(${ids})` }, body: { definition_of_done: true } });
}
