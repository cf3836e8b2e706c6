/** The self-service flows the identity service offers to the browser. */
export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';

/** A server-supplied text: labels, messages, secrets. */
export interface UiText {
  id?: number;
  text: string;
  type?: 'error' | 'info' | 'success' | string;
  context?: Record<string, unknown>;
}

export interface UiNodeAttributes {
  node_type?: string;
  name?: string;
  type?: string;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  pattern?: string;
  maxlength?: number;
  /** img */
  src?: string;
  width?: number;
  height?: number;
  /** a */
  href?: string;
  title?: UiText;
  /** text: an object in Kratos' shape; a plain string is accepted too. */
  text?: UiText | string;
  id?: string;
}

export interface UiNode {
  type: 'input' | 'img' | 'text' | 'a' | 'script' | string;
  group: string;
  attributes: UiNodeAttributes;
  messages?: UiText[];
  meta?: { label?: UiText };
}

export interface IdentityFlow {
  id: string;
  type?: 'browser' | 'api' | string;
  expires_at?: string;
  issued_at?: string;
  return_to?: string;
  state?: string;
  refresh?: boolean;
  requested_aal?: string;
  ui: {
    action: string;
    method: string;
    nodes: UiNode[];
    messages?: UiText[];
  };
}

export interface IdentitySession {
  id: string;
  active?: boolean;
  expires_at?: string;
  authenticated_at?: string;
  authenticator_assurance_level?: string;
  identity?: {
    id: string;
    traits?: Record<string, unknown>;
    state?: string;
  };
}

/** What a successful login or registration answers. */
export interface SignedIn {
  session: IdentitySession;
  identity?: IdentitySession['identity'];
}

/** The identity service's error envelope. */
export interface IdentityErrorBody {
  error?: {
    id?: string;
    code?: number;
    status?: string;
    reason?: string;
    message?: string;
    details?: Record<string, unknown>;
  };
  redirect_browser_to?: string;
}

/** Query parameters a new browser flow may be created with. */
export interface FlowCreationParams {
  return_to?: string;
  refresh?: string;
  aal?: string;
  invite?: string;
}
