import type { JobStatus } from '@vigil/domain';
import type { IntegrationType } from '../utils/integration-types.ts';

/** An integration's spec as stored in its own table. */
export type IntegrationSpec = Record<string, unknown>;

/** A row of integrations_with_status (spec 001, "Integration list row"): a scraper, topology or log backend with its latest job. */
export interface IntegrationRow {
  id: string;
  name: string;
  namespace: string | null;
  source: string | null;
  integration_type: IntegrationType;
  agent: { id: string; name: string } | null;
  spec: IntegrationSpec | null;
  job_status: JobStatus | null;
  job_details: Record<string, unknown> | null;
  job_name: string | null;
  job_time_start: string | null;
  created_by: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** A list row with the name of the person who created it (the view has no relationship to embed people through). */
export interface IntegrationListRow extends IntegrationRow {
  creator: { name: string } | null;
}
