import { ExpressionError } from '../expression-error.ts';
import { renderValue } from './template-values.ts';

const VERB = /%(-?)(\d*)(?:\.(\d+))?([%svdfqtx])/g;

/** A subset of Go's fmt.Sprintf: %s %v %d %f (with width/precision) %q %t %x and %%. */
export function formatPrintf(format: string, args: unknown[]): string {
  let next = 0;
  const output = format.replace(VERB, (_match, leftAlign: string, width: string, precision: string | undefined, verb: string) => {
    if (verb === '%') return '%';
    if (next >= args.length) return `%!${verb}(MISSING)`;
    const text = formatOne(verb, args[next], precision);
    next += 1;
    const size = width === '' ? 0 : Number(width);
    return leftAlign ? text.padEnd(size) : text.padStart(size);
  });
  if (next < args.length) throw new ExpressionError(`printf got ${args.length - next} more argument(s) than the format uses`);
  return output;
}

function formatOne(verb: string, value: unknown, precision: string | undefined): string {
  switch (verb) {
    case 'd':
      return typeof value === 'number' ? String(Math.trunc(value)) : `%!d(${renderValue(value)})`;
    case 'f':
      return typeof value === 'number' ? value.toFixed(precision === undefined ? 6 : Number(precision)) : `%!f(${renderValue(value)})`;
    case 'q':
      return JSON.stringify(renderValue(value));
    case 't':
      return typeof value === 'boolean' ? String(value) : `%!t(${renderValue(value)})`;
    case 'x':
      return typeof value === 'number' ? Math.trunc(value).toString(16) : Buffer.from(renderValue(value)).toString('hex');
    default:
      return precision === undefined ? renderValue(value) : renderValue(value).slice(0, Number(precision));
  }
}
