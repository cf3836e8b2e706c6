import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { FlowView } from '../components/flow-view.tsx';
import { useIdentityFlow } from '../components/use-identity-flow.ts';

/** /recovery: recover an account with a code sent by email. */
export function RecoveryRoute() {
  const handle = useIdentityFlow('recovery');
  return (
    <AuthCard
      title="Recover your account"
      footer={
        <AuthLink prompt="Remembered your password?" to="/login">
          Sign in
        </AuthLink>
      }
    >
      <FlowView handle={handle} />
    </AuthCard>
  );
}
