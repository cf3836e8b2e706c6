import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import { useTeam } from '../api/get-team.ts';
import { TeamEditor } from '../components/team-editor.tsx';
import { TeamJobHistory } from '../components/team-job-history.tsx';
import { TeamMembers } from '../components/team-members.tsx';

/** The id in the address of a team not saved yet. */
export const NEW_TEAM_ID = 'new';

/** The edit tabs of a team (spec 001 §2.5: spec, manageTeam, jobHistory), carried as `?tab=`. */
type TeamTab = 'spec' | 'manageTeam' | 'jobHistory';

const TABS: { value: TeamTab; label: string }[] = [
  { value: 'spec', label: 'Spec' },
  { value: 'manageTeam', label: 'Members' },
  { value: 'jobHistory', label: 'Job History' },
];

function tabOf(value: string | null): TeamTab {
  return TABS.find((tab) => tab.value === value)?.value ?? 'spec';
}

/** /settings/teams/{id}: a team's spec, its members and its job history; `new` adds a team. */
export function TeamRoute() {
  const { id = NEW_TEAM_ID } = useParams();
  const isNew = id === NEW_TEAM_ID;
  const team = useTeam(isNew ? null : id);
  // Whether the editor is writable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const title = isNew ? 'New Team' : (team.data?.name ?? 'Team');

  let content;
  if (access.isLoading || (!isNew && team.isPending)) content = <LoadingState />;
  else if (isNew) content = <TeamEditor team={null} />;
  else if (team.error) content = <ErrorPanel title="Could not load the team" message={team.error.message} onRetry={() => void team.refetch()} />;
  else if (!team.data) content = <EmptyState title="No resources found" />;
  else
    content = (
      <>
        <Tabs label="Team sections" value={tab} onChange={(next) => setSearch(next === 'spec' ? {} : { tab: next }, { replace: true })} tabs={TABS} />
        {tab === 'spec' && <TeamEditor key={team.data.id} team={team.data} />}
        {tab === 'manageTeam' && <TeamMembers teamId={team.data.id} />}
        {tab === 'jobHistory' && <TeamJobHistory teamId={team.data.id} />}
      </>
    );

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Settings' }, { label: 'Teams', to: '/settings/teams' }, { label: title }]}>
      <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">{content}</div>
    </PageLayout>
  );
}
