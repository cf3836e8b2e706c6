import { open } from 'node:fs/promises';
import { z } from 'zod';
import { specObject, specOneOf, specString } from '#src/spec/spec-schema.ts';
import { jsonLogLine, keepNewest, lineMatches, textLogLine, type LogLine } from '../search/log-line.ts';
import { globFiles } from './glob-paths.ts';
import { logBackendBaseShape } from './log-backend-base.schema.ts';
import { defineLogBackendType, type LogBackendSpecBase } from './log-backend-type.ts';

/** How much of the end of each file a search reads. */
export const FILE_TAIL_BYTES = 1024 * 1024;

export interface FileLogBackendSpec extends LogBackendSpecBase {
  /** Absolute paths or globs (`*`, `?`, `[...]`, `**`). */
  paths: string[];
  /** `json`: one JSON object a line; `text`: plain lines; `auto` (default): JSON where a line is JSON. */
  format: 'auto' | 'json' | 'text';
}

const pathSchema = specString({ required: true }).refine((path) => path.startsWith('/'), { error: 'must be an absolute path or glob' });

const fileSchema = specObject({
  ...logBackendBaseShape,
  paths: z.array(pathSchema, { error: 'must be a list' }).min(1, { error: 'must name at least one path' }),
  format: specOneOf(['auto', 'json', 'text'] as const),
}).transform((entry): FileLogBackendSpec => ({ ...entry, format: entry.format ?? 'auto' }));

/** The last lines of a file: its final FILE_TAIL_BYTES, without the first (likely cut) line when the file is longer. */
async function tailLines(path: string): Promise<{ lines: string[]; modified: string }> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    const length = Math.min(info.size, FILE_TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, info.size - length);
    const lines = buffer.toString('utf8').split(/\r?\n/);
    if (info.size > length) lines.shift();
    return { lines: lines.filter((line) => line.trim() !== ''), modified: info.mtime.toISOString() };
  } finally {
    await handle.close();
  }
}

function readLine(text: string, spec: FileLogBackendSpec, modified: string, labels: Record<string, string>): LogLine {
  if (spec.format === 'text') return textLogLine(text, modified, labels);
  return jsonLogLine(text, modified, labels) ?? (spec.format === 'json' ? { timestamp: modified, message: text, labels: { ...labels, invalid: 'not JSON' } } : textLogLine(text, modified, labels));
}

/** Log files on the server's host: the tail of each file the globs match, text or JSON lines. */
export const fileLogBackend = defineLogBackendType<FileLogBackendSpec>({
  type: 'file',
  schema: fileSchema,
  examples: ['name: nginx\nlabels:\n  app: nginx\npaths:\n  - /var/log/nginx/*.log\nformat: text\n', { paths: ['/var/log/app/**/*.json'], format: 'json' }],
  async run(spec, context) {
    const files = new Set<string>();
    for (const pattern of spec.paths) for (const file of await globFiles(pattern)) files.add(file);
    const lines: LogLine[] = [];
    for (const path of files) {
      const tail = await tailLines(path);
      for (const text of tail.lines) {
        const line = readLine(text, spec, tail.modified, { path });
        if (lineMatches(line, context.start, context.end, context.query)) lines.push(line);
      }
    }
    return keepNewest(lines, context.limit);
  },
});
