import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { SettingsView } from '../components/settings-view.tsx';
import { useIdentityFlow } from '../components/use-identity-flow.ts';
import { useRequiredSession } from '../components/use-required-session.ts';

const PROFILE_SETTINGS_PATH = '/profile-settings';

/** /profile-settings: the settings flow's sections (profile, password, two-factor) for the signed-in user. */
export function ProfileSettingsRoute() {
  const session = useRequiredSession(PROFILE_SETTINGS_PATH);
  const handle = useIdentityFlow('settings', {
    enabled: session.status === 'ready',
    sessionReturnTo: PROFILE_SETTINGS_PATH,
  });
  return (
    <AuthCard title="Profile settings" wide footer={<AuthLink to="/">Back to Vigil</AuthLink>}>
      <SettingsView session={session} handle={handle} />
    </AuthCard>
  );
}
