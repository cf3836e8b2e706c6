import { acrossFields, needsOneOf, specNumber, specObject, specString, specStringMap } from '#src/spec/spec-schema.ts';
import { ActionFailedError, definePlaybookAction } from './playbook-action.ts';

/** Lines a logs action keeps unless it asks for another number (they are stored with the run), and the most it may ask for. */
export const DEFAULT_ACTION_LOG_LINES = 100;
const MAX_ACTION_LOG_LINES = 5000;

export interface LogsActionSpec {
  /** A log backend by name (`logging_backends.name`, or `server` for the server's own log). */
  backend?: string | undefined;
  /** A component (its id) whose log selectors say where its logs are. */
  component?: string | undefined;
  /** Which of the component's logs, or which entry of the backend; the first (or every) one when absent. */
  log?: string | undefined;
  /** Labels the lines must carry (the backend filters on them). */
  labels?: Record<string, string> | undefined;
  /** Text the lines hold (any case). */
  query?: string | undefined;
  /** The range as `POST /api/logs` reads it: a duration ago (`15m`, `2h`) or a time; default the last hour. */
  start?: string | undefined;
  end?: string | undefined;
  limit?: number | undefined;
}

const logsActionSchema = acrossFields(
  needsOneOf(
    specObject({
      backend: specString(),
      component: specString(),
      log: specString(),
      labels: specStringMap(),
      query: specString(),
      start: specString(),
      end: specString(),
      limit: specNumber({ integer: true, min: 1, max: MAX_ACTION_LOG_LINES }),
    }),
    ['backend', 'component'],
  ),
  (entry, issue) => {
    if (entry.backend === undefined && entry.component === undefined) issue('backend', 'backend or component is required');
    if (entry.backend !== undefined && entry.component !== undefined) issue('component', 'give backend or component, not both');
  },
);

/**
 * Searches logs as the Logs page does, through the server's log search (the logs module, handed in
 * as `searchLogs`): lines newest first and whether more matched. Backends that failed while others
 * answered are listed in `errors`; when every one failed, the action fails with their reasons.
 */
export const logsAction = definePlaybookAction<LogsActionSpec>({
  type: 'logs',
  schema: logsActionSchema,
  examples: [
    { backend: 'server', query: 'error', start: '15m', limit: 20 },
    'component: "{{ .component.id }}"\nlog: requests\nlabels:\n  level: error\nstart: 1h',
  ],
  async run(spec, context) {
    if (!context.searchLogs) throw new ActionFailedError('log search is not available on this server');
    const id = (spec.backend ?? spec.component)!;
    let answer;
    try {
      answer = await context.searchLogs({
        id,
        name: spec.log,
        labels: spec.labels,
        query: spec.query,
        start: spec.start,
        end: spec.end,
        limit: spec.limit ?? DEFAULT_ACTION_LOG_LINES,
      });
    } catch (error) {
      throw new ActionFailedError(error instanceof Error ? error.message : String(error));
    }
    const result: Record<string, unknown> = { lines: answer.results, more: answer.more };
    if (answer.errors.length > 0) result.errors = answer.errors;
    return { result };
  },
});
