import { pluginRegistry } from '#src/spec/plugin.ts';
import { execAction } from './exec.action.ts';
import { httpAction } from './http.action.ts';
import { sqlAction } from './sql.action.ts';
import { notificationAction } from './notification.action.ts';
import { gitopsAction } from './gitops.action.ts';
import { logsAction } from './logs.action.ts';
import type { PlaybookAction } from './playbook-action.ts';

/** Every playbook action type, each defined in its own file; the key an action of a spec carries picks one. */
export const PLAYBOOK_ACTION_TYPES: readonly PlaybookAction[] = [execAction, httpAction, sqlAction, notificationAction, gitopsAction, logsAction];

/** The action types by key, with the JSON Schema of each one's entries for editors. */
export const PLAYBOOK_ACTIONS = pluginRegistry(PLAYBOOK_ACTION_TYPES);
