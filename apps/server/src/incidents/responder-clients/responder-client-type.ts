import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import { definePlugin, type Plugin, type PluginDefinition } from '#src/spec/plugin.ts';
import { specStringMap, specString } from '#src/spec/spec-schema.ts';

/** The fields every responder client of a team spec has beside its own (spec 002 §3). */
export const responderClientBaseShape = {
  /** Fields set by the team: locked in the form, and winning over what the form sent. */
  values: specStringMap(),
  /** Fields filled when the form leaves them empty; templates over the form values and the incident. */
  defaults: specStringMap(),
  /** Where the created ticket is seen; a template over `external_id`, the fields and the incident. */
  linkUrl: specString(),
};

export interface ResponderClientBase {
  values?: Record<string, string> | undefined;
  defaults?: Record<string, string> | undefined;
  linkUrl?: string | undefined;
}

/** The incident a responder was added to, as templates and clients see it. */
export interface ResponderIncident {
  id: string;
  incident_id: string | null;
  title: string;
  description: string | null;
  type: string | null;
  severity: number | string | null;
  status: string | null;
}

export interface ServerMail {
  url: string | undefined;
  from: string;
  log?: ((fields: object, message: string) => void) | undefined;
}

export interface ResponderClientContext {
  /** The responder's fields: the team's values, the form's, then the templated defaults. */
  fields: Readonly<Record<string, string>>;
  incident: ResponderIncident;
  resolveConnection: ConnectionResolver;
  /**
   * The server's own SMTP relay and sender, for an email client without a relay of its own; without
   * SMTP_URL the mail goes to `log`, as all of the server's mail does.
   */
  smtp: ServerMail;
  signal: AbortSignal;
}

/** What a client created: its key (stored as the responder's external_id) and where it is seen. */
export interface ResponderTicket {
  externalId: string;
  url?: string | undefined;
  /** What went wrong after the ticket was created (it is kept, not created again). */
  warning?: string | undefined;
}

export interface ResponderCommentContext {
  /** The ticket the comment is added to (the responder's external_id). */
  externalId: string;
  comment: string;
  author: string | null;
  incident: ResponderIncident;
  resolveConnection: ConnectionResolver;
  signal: AbortSignal;
}

interface CommentMirror<Spec> {
  /** Adds an incident comment to the ticket; a client without it does not mirror comments. */
  comment?(spec: Spec, context: ResponderCommentContext): Promise<void>;
}

export type ResponderClientDefinition<Spec extends ResponderClientBase> = PluginDefinition<Spec, ResponderClientContext, ResponderTicket> & CommentMirror<Spec>;

export type ResponderClient<Spec extends ResponderClientBase = ResponderClientBase> = Plugin<Spec, ResponderClientContext, ResponderTicket> & CommentMirror<Spec>;

/**
 * A responder client (email, jira, ms_planner, webhook): `type` is its key under a team spec's
 * `responder_clients` and the responder's `responderType`; `schema` is its entry there.
 */
export function defineResponderClient<Spec extends ResponderClientBase>(definition: ResponderClientDefinition<Spec>): ResponderClient<Spec> {
  return definePlugin(definition);
}

/** A required field of the responder, refused with the name the form shows. */
export function requiredField(fields: Readonly<Record<string, string>>, name: string): string {
  const value = fields[name]?.trim();
  if (!value) throw new Error(`the responder has no ${name}`);
  return value;
}
