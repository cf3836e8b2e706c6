/** Requests a scrape keeps in flight at once: enough to hide latency, few enough to spare the API server. */
export const KUBERNETES_REQUESTS_IN_FLIGHT = 4;

/** `work` applied to every entry, at most `limit` at a time; the answers keep the entries' order. */
export async function mapInFlight<T, R>(entries: readonly T[], work: (entry: T) => Promise<R>, limit = KUBERNETES_REQUESTS_IN_FLIGHT): Promise<R[]> {
  const answers = new Array<R>(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      answers[index] = await work(entries[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, entries.length) }, worker));
  return answers;
}
