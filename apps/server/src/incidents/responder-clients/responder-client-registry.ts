import { pluginRegistry } from '#src/spec/plugin.ts';
import { emailResponderClient } from './email.responder-client.ts';
import { jiraResponderClient } from './jira.responder-client.ts';
import { msPlannerResponderClient } from './ms-planner.responder-client.ts';
import type { ResponderClient } from './responder-client-type.ts';
import { webhookResponderClient } from './webhook.responder-client.ts';

/** Every responder client, by its key under a team spec's `responder_clients`. */
export const RESPONDER_CLIENTS: readonly ResponderClient[] = [emailResponderClient, jiraResponderClient, msPlannerResponderClient, webhookResponderClient];

export const RESPONDER_CLIENT_REGISTRY = pluginRegistry(RESPONDER_CLIENTS);
