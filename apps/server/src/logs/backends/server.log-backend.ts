import { specObject } from '#src/spec/spec-schema.ts';
import { keepNewest, lineMatches } from '../search/log-line.ts';
import { logBackendBaseShape } from './log-backend-base.schema.ts';
import { defineLogBackendType, type LogBackendSpecBase } from './log-backend-type.ts';

/** The server's own recent log lines; always offered, as the backend named `server`, without any spec. */
export const serverLogBackend = defineLogBackendType<LogBackendSpecBase>({
  type: 'server',
  schema: specObject({ ...logBackendBaseShape }),
  examples: [{ name: 'vigil' }],
  async run(_spec, context) {
    const wanted = Object.entries(context.labels);
    const lines = context.serverLog().filter(
      (line) => lineMatches(line, context.start, context.end, context.query) && wanted.every(([key, value]) => line.labels[key] === value),
    );
    return keepNewest(lines, context.limit);
  },
});
