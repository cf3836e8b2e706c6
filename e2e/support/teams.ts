import { apiSession } from './api-session.ts';

/** Names of the workspace's teams, read through the data API as the first administrator, in name order. */
export async function teamNames(url: string): Promise<string[]> {
  const response = await fetch(`${url}/api/db/teams?select=name&order=name`, { headers: await apiSession(url) });
  if (response.status !== 200) throw new Error(`listing teams answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { name: string }[]).map((t) => t.name);
}
