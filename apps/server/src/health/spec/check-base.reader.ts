import type { CheckSpecBase, ExpressionSpec } from '../checks/check-type.ts';
import { parseDuration } from '../../jobs/parse-duration.ts';
import type { SpecReader } from './spec-reader.ts';

const EXPRESSION_KINDS = ['expr', 'javascript', 'jsonPath', 'template'] as const;

/**
 * Keys canary-checker specs carry on every check that we accept so that existing YAML loads
 * unchanged, but do not act on (yet): ownership and severity are shown elsewhere, custom metrics,
 * relationships and transform bookkeeping are not produced by this server.
 */
export const IGNORED_CHECK_KEYS = ['owner', 'severity', 'metrics', 'markFailOnEmpty', 'transformDeleteStrategy', 'relationships'];

function readExpression(reader: SpecReader, key: string): ExpressionSpec | undefined {
  const nested = reader.nested(key);
  if (!nested) return undefined;
  const expression: ExpressionSpec = {};
  let found = 0;
  for (const kind of EXPRESSION_KINDS) {
    const text = nested.string(kind);
    if (text !== undefined) {
      expression[kind] = text;
      found += 1;
    }
  }
  nested.finish();
  if (found !== 1) reader.issue(key, 'must have exactly one of expr, javascript, jsonPath, template');
  return found === 1 ? expression : undefined;
}

/** A timeout as seconds (canary-checker's unit) or a duration text such as `10s`, in milliseconds. */
function readTimeout(reader: SpecReader): number | undefined {
  const value = reader.raw('timeout');
  if (value === undefined) return undefined;
  const ms = typeof value === 'number' ? value * 1000 : typeof value === 'string' ? parseDuration(value) : undefined;
  if (ms === undefined || !Number.isFinite(ms) || ms <= 0) {
    reader.issue('timeout', 'must be a number of seconds or a duration such as 30s');
    return undefined;
  }
  return ms;
}

/**
 * Reads the fields every check entry has. `fallbackName` (the check's endpoint) names a check that
 * has no `name`, as canary-checker does; without either, `name is required`.
 */
export function readCheckBase(reader: SpecReader, fallbackName?: string): CheckSpecBase {
  reader.ignore(...IGNORED_CHECK_KEYS);
  const name = reader.string('name', { required: fallbackName === undefined }) ?? fallbackName ?? '';
  return {
    name,
    description: reader.string('description'),
    icon: reader.string('icon'),
    namespace: reader.string('namespace'),
    labels: reader.stringMap('labels'),
    test: readExpression(reader, 'test'),
    display: readExpression(reader, 'display'),
    transform: readExpression(reader, 'transform'),
    timeout: readTimeout(reader),
  };
}
