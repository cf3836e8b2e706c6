import { FileSearch } from 'lucide-react';
import { JobStatusBadge } from '#src/ui/job-history/job-status-badge.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import type { JobHistoryListRow } from '../api/job-history.types.ts';
import { detailsSections } from '../utils/job-details.ts';
import { formatRunDuration, resourceTypeLabel } from '../utils/job-resource.ts';

export const NO_DETAILS = 'No details found';

/** A run's details (errors, scrape summary, summary) as YAML, or 'No details found' (spec 001 §2.3). */
export function JobDetailsDialog({ job, onClose }: { job: JobHistoryListRow | null; onClose: () => void }) {
  const sections = job ? detailsSections(job.details) : [];
  return (
    <Modal open={job !== null} onClose={onClose} title={job ? `${job.name} details` : ''} size="small">
      {job && (
        <div className="flex flex-col gap-4">
          <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-gray-700">
            <div className="flex items-center gap-2">
              <dt className="text-gray-500">Status</dt>
              <dd>
                <JobStatusBadge status={job.status} />
              </dd>
            </div>
            {job.resource_type && (
              <div className="flex items-center gap-2">
                <dt className="text-gray-500">{resourceTypeLabel(job.resource_type)}</dt>
                <dd>{job.resource_name ?? job.resource_id}</dd>
              </div>
            )}
            <div className="flex items-center gap-2">
              <dt className="text-gray-500">Started</dt>
              <dd>
                <RelativeTime value={job.time_start} />
              </dd>
            </div>
            {job.duration_millis !== null && (
              <div className="flex items-center gap-2">
                <dt className="text-gray-500">Duration</dt>
                <dd>{formatRunDuration(job.duration_millis)}</dd>
              </div>
            )}
          </dl>
          {sections.length === 0 ? (
            <EmptyState size="compact" icon={FileSearch} title={NO_DETAILS} />
          ) : (
            sections.map((section) => (
              <section key={section.title} aria-label={section.title}>
                <h3 className="mb-1 text-sm font-semibold text-gray-900">{section.title}</h3>
                <pre className="max-h-96 overflow-auto rounded border border-gray-200 bg-gray-50 p-3 font-mono text-xs whitespace-pre-wrap text-gray-800">
                  {section.text}
                </pre>
              </section>
            ))
          )}
        </div>
      )}
    </Modal>
  );
}
