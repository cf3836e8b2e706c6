import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import { useIncidentRule } from '../api/get-incident-rule.ts';
import { IncidentRuleEditor } from '../components/incident-rule-editor.tsx';
import { RuleIncidents } from '../components/rule-incidents.tsx';

/** The id in the address of a rule not saved yet. */
export const NEW_INCIDENT_RULE_ID = 'new';

type RuleTab = 'spec' | 'incidents';

const TABS: { value: RuleTab; label: string }[] = [
  { value: 'spec', label: 'Spec' },
  { value: 'incidents', label: 'Incidents opened' },
];

/** /settings/incident_rules/{id}: a rule's spec and the incidents it opened (spec 001 §2.5). */
export function IncidentRuleRoute() {
  const { id = NEW_INCIDENT_RULE_ID } = useParams();
  const isNew = id === NEW_INCIDENT_RULE_ID;
  const rule = useIncidentRule(isNew ? null : id);
  // Whether the editor is writable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  const [search, setSearch] = useSearchParams();
  const tab: RuleTab = search.get('tab') === 'incidents' ? 'incidents' : 'spec';
  const title = isNew ? 'New Incident Rule' : (rule.data?.name ?? 'Incident Rule');

  let content;
  if (access.isLoading || (!isNew && rule.isPending)) content = <LoadingState />;
  else if (isNew) content = <IncidentRuleEditor rule={null} />;
  else if (rule.error) content = <ErrorPanel title="Could not load the incident rule" message={rule.error.message} onRetry={() => void rule.refetch()} />;
  else if (!rule.data) content = <EmptyState title="No resources found" />;
  else
    content = (
      <>
        <Tabs label="Incident rule sections" value={tab} onChange={(next) => setSearch(next === 'spec' ? {} : { tab: next }, { replace: true })} tabs={TABS} />
        {tab === 'spec' ? <IncidentRuleEditor key={rule.data.id} rule={rule.data} /> : <RuleIncidents ruleId={rule.data.id} />}
      </>
    );

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Settings' }, { label: 'Incident Rules', to: '/settings/incident_rules' }, { label: title }]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">{content}</div>
    </PageLayout>
  );
}
