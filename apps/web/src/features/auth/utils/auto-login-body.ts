import type { IdentityFlow } from '../api/identity-flow.types.ts';
import { initialValues, setValueAtPath, type FormValues } from './flow-values.ts';

/** The password-login submit for credentials given in the address, with the flow's hidden fields (CSRF token). */
export function autoLoginBody(flow: IdentityFlow, identifier: string, password: string): FormValues {
  const nodes = flow.ui.nodes.filter((node) => node.group === 'default' || node.group === 'password');
  const body = initialValues(nodes);
  setValueAtPath(body, 'identifier', identifier);
  setValueAtPath(body, 'password', password);
  setValueAtPath(body, 'method', 'password');
  return body;
}
