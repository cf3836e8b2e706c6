import { extname } from 'node:path';
import type { z } from 'zod';
import { execEnvSchema } from '#src/exec/exec-env.schema.ts';
import type { ScriptOutcome } from '#src/exec/script-runner.ts';
import { notSupportedKey, specList, specObject, specString } from '#src/spec/spec-schema.ts';
import { ActionFailedError, definePlaybookAction, type ActionArtifact, type ActionContext, type PlaybookAction } from './playbook-action.ts';

export interface ExecActionSpec {
  script: string;
  env?: Record<string, string> | undefined;
  /** Files the script leaves in its folder, kept with the run. */
  artifacts?: { path: string }[] | undefined;
}

const artifactSchema = specObject({ path: specString({ required: true }) });

const execActionSchema: z.ZodType<ExecActionSpec> = specObject({
  script: specString({ required: true }),
  env: execEnvSchema,
  artifacts: specList(artifactSchema),
  connections: notSupportedKey(),
  checkout: notSupportedKey(),
}).transform(({ connections: _connections, checkout: _checkout, ...spec }) => spec);

const CONTENT_TYPES: Record<string, string> = {
  '.txt': 'text/plain; charset=utf-8',
  '.log': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gz': 'application/gzip',
  '.tar': 'application/x-tar',
  '.zip': 'application/zip',
};

function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** `name` as an environment variable's name: upper case, anything but letters and digits as `_`. */
function variableName(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, '_').toUpperCase();
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string);
}

function idOf(row: unknown): string | undefined {
  return typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'string' ? (row as { id: string }).id : undefined;
}

/**
 * What every script of a run may read (decision 0061): `PARAM_<NAME>` for each parameter (its name
 * upper-cased, other characters as `_`), `PLAYBOOK_ID`, `PLAYBOOK_NAME`, `PLAYBOOK_RUN_ID`, and
 * `CONFIG_ID`, `CHECK_ID` or `COMPONENT_ID` for the resource it runs on. The spec's `env` wins.
 */
export function runEnvironment(env: ActionContext['env']): Record<string, string> {
  const variables: Record<string, string> = {};
  const params = (env.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) variables[`PARAM_${variableName(name)}`] = text(value);
  const playbook = env.playbook as { id?: string; name?: string } | undefined;
  if (playbook?.id) variables.PLAYBOOK_ID = playbook.id;
  if (playbook?.name) variables.PLAYBOOK_NAME = playbook.name;
  const runId = idOf(env.run);
  if (runId) variables.PLAYBOOK_RUN_ID = runId;
  for (const [key, name] of [['config', 'CONFIG_ID'], ['check', 'CHECK_ID'], ['component', 'COMPONENT_ID']] as const) {
    const id = idOf(env[key]);
    if (id) variables[name] = id;
  }
  return variables;
}

function artifactsOf(outcome: ScriptOutcome): ActionArtifact[] {
  return (outcome.files ?? []).map((file) => ({ path: file.path, contentType: contentTypeOf(file.path), content: file.content }));
}

/**
 * Runs `script` with bash through the server's script runner (isolated from the server, see
 * ScriptRunner), within the action's timeout. Result `{stdout, stderr, exitCode}`; a non-zero exit
 * fails the action and keeps its output. `artifacts` are read from the script's folder first.
 */
export const execAction: PlaybookAction<ExecActionSpec> = definePlaybookAction({
  type: 'exec',
  schema: execActionSchema,
  examples: [
    'script: kubectl rollout restart deployment/{{.config.name}} -n {{.params.namespace}}\n',
    { script: 'echo "restarting $PARAM_SERVICE" > report.txt && cat report.txt', env: { LOG_LEVEL: 'debug' }, artifacts: [{ path: 'report.txt' }] },
  ],

  async run(spec, context) {
    const outcome = await context.scripts.run({
      script: spec.script,
      env: { ...runEnvironment(context.env), ...spec.env },
      timeoutMs: context.timeoutMs,
      signal: context.signal,
      collectFiles: spec.artifacts?.map((artifact) => artifact.path),
    });
    const result = { stdout: outcome.stdout, stderr: outcome.stderr, exitCode: outcome.exitCode };
    const produced = { result, artifacts: artifactsOf(outcome) };
    if (outcome.killed === 'time-limit') throw new ActionFailedError(`timed out after ${context.timeoutMs}ms and was killed`, produced);
    if (outcome.killed === 'aborted') throw new ActionFailedError('stopped and killed', produced);
    if (outcome.exitCode !== 0) {
      const detail = outcome.stderr.trim().split('\n').slice(-1)[0] ?? '';
      throw new ActionFailedError(`exited with code ${outcome.exitCode}${detail ? `: ${detail}` : ''}`, produced);
    }
    return produced;
  },
});
