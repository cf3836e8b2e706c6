export const SCRAPER_ID = '01900000-0000-7000-8000-000000000201';

export const FILE_SCRAPER = {
  id: SCRAPER_ID,
  name: 'sample-files',
  namespace: 'demo',
  spec: { schedule: '@every 5m', file: [{ type: 'App::Config', paths: ['samples/*.yaml'] }] },
  source: 'UI',
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
  job_status: 'SUCCESS',
  job_details: null,
  job_time_start: '2025-03-03T08:00:00Z',
};
