import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useFeatureFlags } from '#src/ui/gates/use-feature-flags.ts';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { TabPanel } from '#src/ui/tabs/tab-panel.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import { isIncidentId, useIncident } from '../api/get-incident.ts';
import { IncidentChangelog } from '../components/changelog/incident-changelog.tsx';
import { ExpandCommentsToggle } from '../components/comments/expand-comments-toggle.tsx';
import { IncidentCommentForm } from '../components/comments/incident-comment-form.tsx';
import { useCommentsExpanded } from '../components/comments/use-comments-expanded.ts';
import { DefinitionOfDoneSection } from '../components/definition-of-done/definition-of-done-section.tsx';
import { HypothesisTreeView } from '../components/detail/hypothesis-tree-view.tsx';
import { IncidentComponentCards } from '../components/detail/incident-component-cards.tsx';
import { IncidentDetailsPanel } from '../components/detail/incident-details-panel.tsx';
import { IncidentStatusControl } from '../components/detail/incident-status-control.tsx';
import { SidePanelAccordion, SidePanelSection } from '../components/detail/side-panel-accordion.tsx';
import { ProposedEvidenceSection } from '../components/proposed-evidence/proposed-evidence-section.tsx';

type IncidentTab = 'comments' | 'action-plan';
const TABS = [
  { value: 'comments', label: 'Comments' },
  { value: 'action-plan', label: 'Action Plan' },
] as const;

function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading incident" className="flex flex-1 gap-6 p-6">
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-64 w-80" />
    </div>
  );
}

/** /incidents/{id}: the first slice of the incident page (spec 002 §2). */
export function IncidentRoute() {
  const { id = '' } = useParams();
  const incident = useIncident(id);
  const [tab, setTab] = useState<IncidentTab>('comments');
  const canWrite = usePermission('incident', 'write');
  const { isEnabled } = useFeatureFlags();
  const data = incident.data;
  const title = data ? `${data.incident_id} ${data.title}` : 'Incident';
  const [commentsExpanded, setCommentsExpanded] = useCommentsExpanded();
  const editing = data && canWrite && isEnabled('incidents') ? { incidentId: data.id } : undefined;

  return (
    <PageLayout
      title={title}
      documentTitle={data ? `${data.incident_id} ${data.title}` : 'Incident'}
      breadcrumbs={[{ label: 'Incidents', to: '/incidents' }, { label: data?.incident_id ?? '…' }]}
      onRefresh={() => void incident.refetch()}
      isRefreshing={incident.isFetching}
      extra={
        data && (
          <IncidentStatusControl
            incidentId={data.id}
            status={data.status}
            evidences={(data.hypotheses ?? []).flatMap((hypothesis) => hypothesis.evidences ?? [])}
            canWrite={canWrite && isEnabled('incidents')}
          />
        )
      }
      contentClassName="flex"
    >
      {isIncidentId(id) && incident.isPending ? (
        <DetailSkeleton />
      ) : incident.isError ? (
        <ErrorPanel title="Could not load the incident" message={incident.error.message} onRetry={() => void incident.refetch()} />
      ) : !data ? (
        <div className="flex-1">
          <EmptyState
            title="Incident not found"
            action={
              <Link to="/incidents" className="text-sm font-medium text-blue-700 hover:underline">
                Back to Incidents
              </Link>
            }
          />
        </div>
      ) : (
        <>
          <div className="min-w-0 flex-1 overflow-auto px-6 py-4">
            <IncidentComponentCards incidentId={data.id} />
            <Tabs label="Incident" value={tab} onChange={setTab} tabs={TABS}>
              <TabPanel value="comments">
                <ExpandCommentsToggle expanded={commentsExpanded} onChange={setCommentsExpanded} />
                <HypothesisTreeView hypotheses={data.hypotheses ?? []} mode="comments" editing={editing} commentsExpanded={commentsExpanded} />
                {editing && <IncidentCommentForm incidentId={data.id} hypotheses={data.hypotheses ?? []} />}
              </TabPanel>
              <TabPanel value="action-plan">
                <HypothesisTreeView hypotheses={data.hypotheses ?? []} mode="action-plan" />
              </TabPanel>
            </Tabs>
          </div>
          <aside aria-label="Incident sidebar" className="w-80 shrink-0 overflow-y-auto border-l border-gray-200 bg-white">
            <SidePanelAccordion first="Details">
              <IncidentDetailsPanel incident={data} />
              <DefinitionOfDoneSection incidentId={data.id} />
              <ProposedEvidenceSection incidentId={data.id} />
              <SidePanelSection name="Changelog">
                <IncidentChangelog incidentId={data.id} />
              </SidePanelSection>
            </SidePanelAccordion>
          </aside>
        </>
      )}
    </PageLayout>
  );
}
