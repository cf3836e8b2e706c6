import { formatTimestamp } from '@vigil/domain';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import type { ConfigInsightRow } from '#src/features/catalog/api/config-insight.types.ts';
import { shortenMessage } from '#src/features/catalog/utils/insights/shorten-message.ts';

export interface InsightDetailPanelProps {
  insight: ConfigInsightRow;
  onClose: () => void;
}

/** The side panel of one insight; its message is shortened to 500 characters. */
export function InsightDetailPanel({ insight, onClose }: InsightDetailPanelProps) {
  const configName = insight.config?.name ?? insight.config_name ?? insight.config_id;
  return (
    <aside aria-label="Insight details" className="flex w-96 shrink-0 flex-col gap-3 overflow-auto border-l border-gray-200 p-4 text-sm">
      <header className="flex items-start gap-2">
        <h2 className="flex-1 font-semibold text-gray-900">{insight.summary || insight.analyzer}</h2>
        <button
          type="button"
          aria-label="Close details"
          onClick={onClose}
          className="rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800"
        >
          <X size={16} aria-hidden="true" />
        </button>
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="text-gray-500">Catalog</dt>
        <dd>
          <Link to={`/catalog/${insight.config_id}`} className="text-blue-700 hover:underline">
            {configName}
          </Link>
        </dd>
        <dt className="text-gray-500">Analyzer</dt>
        <dd>{insight.analyzer}</dd>
        <dt className="text-gray-500">Type</dt>
        <dd>{insight.analysis_type || '-'}</dd>
        <dt className="text-gray-500">Severity</dt>
        <dd>{insight.severity || '-'}</dd>
        <dt className="text-gray-500">Status</dt>
        <dd>{insight.status || '-'}</dd>
        <dt className="text-gray-500">Source</dt>
        <dd>{insight.source || '-'}</dd>
        <dt className="text-gray-500">First Observed</dt>
        <dd>{formatTimestamp(insight.first_observed) || '-'}</dd>
        <dt className="text-gray-500">Last Observed</dt>
        <dd>{formatTimestamp(insight.last_observed) || '-'}</dd>
      </dl>
      {insight.message && (
        <section aria-label="Message">
          <h3 className="mb-1 font-semibold text-gray-700">Message</h3>
          <p className="break-words whitespace-pre-wrap text-gray-800">{shortenMessage(insight.message)}</p>
        </section>
      )}
    </aside>
  );
}
