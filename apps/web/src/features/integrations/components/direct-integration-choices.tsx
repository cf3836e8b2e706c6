import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { Icon } from '#src/ui/icon/icon.tsx';
import { FOCUS_RING } from '#src/ui/styles/kit-classes.ts';

interface DirectChoice {
  title: string;
  icon: string;
  description: string;
  /** The new-item page of the feature that owns it: Add Directly only navigates (docs/decisions/0059). */
  to: string;
  /** Hidden while this feature is off. */
  feature?: 'logs';
}

const CHOICES: readonly DirectChoice[] = [
  {
    title: 'Custom Topology',
    icon: 'topology',
    description: 'Build a topology from lookups of checks, configs and SQL; start from a template.',
    to: '/settings/topologies/new',
  },
  { title: 'Catalog Scraper', icon: 'config', description: 'Read config items from Kubernetes, files, SQL, HTTP and more into the catalog.', to: '/catalog/scrapers/new' },
  { title: 'Log Backends', icon: 'logs', description: 'Search logs in Loki, OpenSearch, files or Kubernetes pods.', to: '/settings/logging_backends/new', feature: 'logs' },
];

/** 'Add Directly': the integrations this product saves itself, each made on its own page. */
export function DirectIntegrationChoices() {
  const flags = useFeatureFlags();
  const shown = CHOICES.filter((choice) => !choice.feature || (!flags.isLoading && flags.isEnabled(choice.feature)));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {shown.map((choice) => (
        <li key={choice.title}>
          <Link
            to={choice.to}
            className={`flex h-full items-start gap-3 rounded-md border border-gray-200 bg-white p-4 hover:border-blue-400 hover:bg-blue-50/40 ${FOCUS_RING}`}
          >
            <Icon name={choice.icon} size={24} />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="text-sm font-medium text-gray-900">{choice.title}</span>
              <span className="text-xs text-gray-600">{choice.description}</span>
            </span>
            <ChevronRight aria-hidden className="size-4 self-center text-gray-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
