import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import type { Queryable } from '#src/db/db.ts';
import { describeSpecIssue } from '#src/spec/spec-issue.ts';
import { RESPONDER_CLIENT_REGISTRY } from './responder-client-registry.ts';
import type { ResponderClient, ResponderClientBase, ServerMail } from './responder-client-type.ts';
import { renderOrRaw, responderFields } from './responder-fields.ts';
import { ResponderTicketRepository, type TeamResponder } from './responder-ticket.repository.ts';

export interface ResponderTicketLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface ResponderTicketServiceOptions {
  db: Queryable;
  resolveConnection: ConnectionResolver;
  smtp: ServerMail;
  logger: ResponderTicketLogger;
}

interface ClientOfResponder {
  client: ResponderClient;
  spec: ResponderClientBase;
}

/** The client a team responder names (`properties.responderType`) in its team's spec, parsed. */
function clientOf(responder: TeamResponder): ClientOfResponder | undefined {
  const named = responder.properties.responderType;
  const type = typeof named === 'string' && named !== '' ? named : responder.type;
  const clients = isPlainObject(responder.teamSpec) ? responder.teamSpec.responder_clients : undefined;
  const raw = isPlainObject(clients) ? clients[type] : undefined;
  if (raw === undefined || raw === null) return undefined;
  const client = RESPONDER_CLIENT_REGISTRY.find(type);
  if (!client) throw new Error(`the team spec names the responder client ${type}, which does not exist`);
  const parsed = client.parse(raw, `spec.responder_clients.${type}`);
  if ('issues' in parsed) throw new Error(`the team's ${type} client is invalid: ${parsed.issues.map(describeSpecIssue).join('; ')}`);
  return { client, spec: parsed.spec };
}

/**
 * Opens the ticket of a team responder with its team's client (a Jira issue, a Planner task, a
 * mail, a webhook call) and records it; mirrors incident comments to those tickets. A failure
 * throws, so the event that asked for it is retried.
 */
export class ResponderTicketService {
  private readonly repository: ResponderTicketRepository;

  constructor(private readonly options: ResponderTicketServiceOptions) {
    this.repository = new ResponderTicketRepository(options.db);
  }

  async openTicket(responderId: string, signal: AbortSignal): Promise<void> {
    const responder = await this.repository.findResponder(responderId);
    // Gone, removed, a person, or handled by an earlier attempt: nothing to send.
    if (!responder || responder.deleted || !responder.teamId || responder.externalId) return;
    const found = clientOf(responder);
    if (!found) return;
    const { client, spec } = found;
    const fields = responderFields(spec, responder.properties, responder.incident);
    const ticket = await client.run(spec, {
      fields,
      incident: responder.incident,
      resolveConnection: this.options.resolveConnection,
      smtp: this.options.smtp,
      signal,
    });
    const url = spec.linkUrl ? renderOrRaw(spec.linkUrl, { ...fields, external_id: ticket.externalId, incident: responder.incident }) : ticket.url;
    await this.repository.recordTicket(responder.id, ticket.externalId, url);
    if (ticket.warning) this.options.logger.warn({ responder: responder.id, ticket: ticket.externalId }, `the ${client.type} ticket ${ticket.externalId} was created, but ${ticket.warning}`);
    this.options.logger.info({ responder: responder.id, ticket: ticket.externalId }, `${client.type} ticket ${ticket.externalId} opened for ${responder.incident.incident_id ?? responder.incident.id}`);
  }

  async mirrorComment(commentId: string, signal: AbortSignal): Promise<void> {
    const comment = await this.repository.findComment(commentId);
    if (!comment || comment.externalId) return;
    const failures: string[] = [];
    for (const responder of await this.repository.respondersWithTickets(comment.incidentId)) {
      const found = clientOf(responder);
      if (!found?.client.comment || !responder.externalId) continue;
      try {
        await found.client.comment(found.spec, {
          externalId: responder.externalId,
          comment: comment.comment,
          author: comment.author,
          incident: responder.incident,
          resolveConnection: this.options.resolveConnection,
          signal,
        });
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }
}
