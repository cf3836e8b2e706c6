import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { FlowView } from '../components/flow-view.tsx';
import { useIdentityFlow } from '../components/use-identity-flow.ts';
import { withReturnTo } from '../utils/with-return-to.ts';

/** /registration: the registration flow (an invitation link's `invite` code is passed on to the server). */
export function RegistrationRoute() {
  const [searchParams] = useSearchParams();
  const handle = useIdentityFlow('registration');
  return (
    <AuthCard
      title="Create an account"
      footer={
        <AuthLink prompt="Already have an account?" to={withReturnTo('/login', searchParams.get('return_to'))}>
          Sign in
        </AuthLink>
      }
    >
      <FlowView handle={handle} />
    </AuthCard>
  );
}
