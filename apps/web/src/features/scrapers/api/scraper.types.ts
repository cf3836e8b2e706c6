import type { JobStatus } from '@vigil/domain';

export type ScraperSpec = Record<string, unknown>;

/** A row of config_scrapers_with_status: the scraper and its latest job. */
export interface ScraperRow {
  id: string;
  name: string;
  namespace: string | null;
  spec: ScraperSpec | null;
  source: string | null;
  created_at: string | null;
  updated_at: string | null;
  job_status: JobStatus | null;
  job_details: unknown;
  job_time_start: string | null;
}

export interface ScraperInput {
  name: string;
  spec: ScraperSpec;
}

/** What `POST /config/run/:id` answers: the run's job summary. */
export interface ScraperRunResult {
  message?: string;
  payload?: unknown;
}
