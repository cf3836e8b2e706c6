import type { JobStatus } from './job-status.ts';
import type { ResourceOrigin } from './resource-origin.ts';

/** A scraper's spec as stored: one list per scraper type, plus the schedule and shared settings. */
export type ScraperSpec = Record<string, unknown>;

/** A row of `/api/db/config_scrapers_with_status`: the scraper and its latest job. Timestamps are ISO 8601 text. */
export interface ScraperRow extends ResourceOrigin {
  id: string;
  name: string;
  namespace: string | null;
  spec: ScraperSpec;
  source: string | null;
  created_at: string;
  updated_at: string | null;
  job_status: JobStatus | null;
  job_details: unknown;
  job_time_start: string | null;
  /** When its last failed job started; the list reads it. */
  job_last_failed?: string | null;
  /** Who created it, embedded through `created_by` (`creator:created_by(name)`); the list reads it. */
  creator?: { name: string } | null;
}

/** What one scraper run stored in the catalog. */
export interface ScrapeSummary {
  created: number;
  updated: number;
  unchanged: number;
  /** Items the source reported gone (soft-deleted). */
  deleted: number;
  changes: number;
  analysis: number;
  /** Problems with single records; nothing else stopped. */
  errors: string[];
}

/** `POST /api/config/run/:id` (Run Now): the run's job, and what it stored. */
export interface ScraperRunResponse {
  message: string;
  payload: {
    /** The run's job_history row; absent when the run stored none. */
    id?: string;
    status: JobStatus;
    success_count: number;
    error_count: number;
    duration_millis: number;
    errors: string[];
    scrape_summary: ScrapeSummary | null;
  };
}
