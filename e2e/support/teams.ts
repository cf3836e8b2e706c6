/** Names of the workspace's teams, read through the data API, in name order. */
export async function teamNames(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/db/teams?select=name&order=name`);
  if (response.status !== 200) throw new Error(`listing teams answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { name: string }[]).map((t) => t.name);
}
