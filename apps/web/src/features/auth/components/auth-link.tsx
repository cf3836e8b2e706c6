import { Link } from 'react-router';

export interface AuthLinkProps {
  /** A question before the link, e.g. "Don't have an account?". */
  prompt?: string;
  to: string;
  children: string;
}

/** A link from one identity screen to another (sign up, forgot password, sign in). */
export function AuthLink({ prompt, to, children }: AuthLinkProps) {
  return (
    <p>
      {prompt && <span>{prompt} </span>}
      <Link to={to} className="font-medium text-blue-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}
