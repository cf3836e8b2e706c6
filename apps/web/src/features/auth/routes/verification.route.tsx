import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { FlowView } from '../components/flow-view.tsx';
import { useIdentityFlow } from '../components/use-identity-flow.ts';

/** /verification: verify an email address with a code sent by email. */
export function VerificationRoute() {
  const handle = useIdentityFlow('verification');
  return (
    <AuthCard title="Verify your email address" footer={<AuthLink to="/">Back to Vigil</AuthLink>}>
      <FlowView handle={handle} />
    </AuthCard>
  );
}
