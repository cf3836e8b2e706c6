import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLink } from '../components/auth-link.tsx';
import { FlowView } from '../components/flow-view.tsx';
import { useAddressCredentials } from '../components/use-address-credentials.ts';
import { useAutoLogin } from '../components/use-auto-login.ts';
import { useIdentityFlow } from '../components/use-identity-flow.ts';
import { loginTitle } from '../utils/login-title.ts';
import { withReturnTo } from '../utils/with-return-to.ts';

/** /login: the login flow; submits by itself when the address carries a username and a password. */
export function LoginRoute() {
  const [searchParams] = useSearchParams();
  const credentials = useAddressCredentials();
  const handle = useIdentityFlow('login');
  useAutoLogin(handle, credentials);
  return (
    <AuthCard
      title={loginTitle(searchParams)}
      footer={
        <div className="space-y-2">
          <AuthLink to="/recovery">Forgot password?</AuthLink>
          <AuthLink prompt="Don't have an account?" to={withReturnTo('/registration', searchParams.get('return_to'))}>
            Sign up
          </AuthLink>
        </div>
      }
    >
      <FlowView handle={handle} prefill={credentials ? { identifier: credentials.identifier } : undefined} />
    </AuthCard>
  );
}
