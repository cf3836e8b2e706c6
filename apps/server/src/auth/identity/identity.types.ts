/** Shapes shared by the identity module's flows, repositories and renderers (Ory Kratos's wire names). */

export type FlowKind = 'login' | 'registration' | 'recovery' | 'verification' | 'settings';
export type FlowType = 'browser' | 'api';
export type Aal = 'aal1' | 'aal2';

export interface UiText {
  id: number;
  text: string;
  type: 'info' | 'error' | 'success';
  context?: Record<string, unknown>;
}

export interface UiNodeAttributes {
  name?: string;
  type?: string;
  value?: unknown;
  required?: boolean;
  disabled?: boolean;
  autocomplete?: string;
  node_type: 'input' | 'img' | 'text' | 'a';
  /** img */
  src?: string;
  width?: number;
  height?: number;
  /** a */
  href?: string;
  title?: UiText;
  /** text */
  text?: UiText;
  id?: string;
}

export interface UiNode {
  type: 'input' | 'img' | 'text' | 'a';
  group: 'default' | 'password' | 'profile' | 'totp' | 'code';
  attributes: UiNodeAttributes;
  messages: UiText[];
  meta: { label?: UiText };
}

export interface FlowUi {
  nodes: UiNode[];
  messages: UiText[];
}

/** What a flow remembers between steps and never shows. */
export interface FlowContext {
  /** registration through an invitation */
  invitationId?: string;
  /** recovery / verification: the address a code was sent to */
  address?: string;
  /** settings: the authenticator secret offered for linking */
  pendingTotpSecret?: string;
}

export interface FlowRecord {
  id: string;
  kind: FlowKind;
  type: FlowType;
  state: string;
  requestUrl: string;
  returnTo: string | null;
  csrfHash: string | null;
  identityId: string | null;
  refresh: boolean;
  requestedAal: Aal;
  ui: FlowUi;
  context: FlowContext;
  issuedAt: Date;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export interface IdentityTraits {
  email: string;
  name: { first: string; last: string };
}

export interface IdentityRecord {
  id: string;
  traits: IdentityTraits;
  state: 'active' | 'inactive';
  stateChangedAt: Date | null;
  metadataPublic: unknown;
  createdAt: Date;
  updatedAt: Date | null;
  /** people.deleted_at: a deleted person cannot sign in */
  deletedAt: Date | null;
}

export interface AuthenticationMethod {
  method: 'password' | 'totp' | 'code_recovery';
  aal: Aal;
  completed_at: string;
}

export interface SessionRecord {
  id: string;
  identityId: string;
  tokenHash: string;
  aal: Aal;
  authenticationMethods: AuthenticationMethod[];
  authenticatedAt: Date;
  issuedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}
