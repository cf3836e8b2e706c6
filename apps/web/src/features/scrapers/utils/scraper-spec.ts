/** The schedule a scraper runs on when its spec names none (spec 001 §2.4). */
export const DEFAULT_SCRAPER_SCHEDULE = '@every 60m';

export function scheduleOfSpec(spec: Record<string, unknown> | null | undefined): string {
  const schedule = spec?.schedule;
  return typeof schedule === 'string' && schedule.trim() !== '' ? schedule : DEFAULT_SCRAPER_SCHEDULE;
}

export const SPEC_NOT_AN_OBJECT = 'The spec must be a JSON object';

/** The spec typed in the editor, or why it is not one. */
export function parseScraperSpec(text: string): { spec: Record<string, unknown> } | { error: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { spec: value as Record<string, unknown> };
    return { error: SPEC_NOT_AN_OBJECT };
  } catch (error) {
    return { error: `Not valid JSON: ${(error as Error).message}` };
  }
}
