import { isAbsolute, resolve, sep } from 'node:path';

/** A compiled glob: the folder to start walking from and the test for each path under it. */
export interface GlobPattern {
  /** Absolute folder: the part of the pattern before its first wildcard. */
  root: string;
  /** Tests an absolute path with `/` separators. */
  matcher: RegExp;
  /** Whether the pattern can match below the folder's direct children. */
  recursive: boolean;
}

const MAGIC = /[*?[{]/;

function escape(text: string): string {
  return text.replace(/[.+^$()|\\\]]/g, '\\$&');
}

/** `*` stays in one folder, `**` crosses folders, `?` one character, `[...]` a set, `{a,b}` alternatives. */
function translate(glob: string): string {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob.charAt(i);
    if (char === '*') {
      if (glob[i + 1] === '*') {
        const slashAfter = glob[i + 2] === '/';
        out += slashAfter ? '(?:[^/]*/)*' : '.*';
        i += slashAfter ? 2 : 1;
      } else {
        out += '[^/]*';
      }
    } else if (char === '?') {
      out += '[^/]';
    } else if (char === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end < 0) throw new Error('a [ is not closed');
      const set = glob.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\');
      out += `[${set}]`;
      i = end;
    } else if (char === '{') {
      braces += 1;
      out += '(?:';
    } else if (char === '}' && braces > 0) {
      braces -= 1;
      out += ')';
    } else if (char === ',' && braces > 0) {
      out += '|';
    } else {
      out += escape(char);
    }
  }
  if (braces > 0) throw new Error('a { is not closed');
  return out;
}

/**
 * Compiles a glob relative to `cwd` (or absolute). Throws a message a spec issue can show when
 * the pattern cannot be used.
 */
export function compileGlob(pattern: string, cwd: string): GlobPattern {
  if (pattern.trim() === '') throw new Error('the pattern is empty');
  const absolute = (isAbsolute(pattern) ? pattern : resolve(cwd, pattern)).split(sep).join('/');
  const segments = absolute.split('/');
  const firstMagic = segments.findIndex((segment) => MAGIC.test(segment));
  const rootSegments = firstMagic < 0 ? segments.slice(0, -1) : segments.slice(0, firstMagic);
  const root = rootSegments.join('/') || '/';
  const rest = firstMagic < 0 ? segments.slice(-1) : segments.slice(firstMagic);
  const prefix = root === '/' ? '/' : `${root}/`;
  const matcher = new RegExp(`^${escape(prefix)}${translate(rest.join('/'))}$`);
  return { root, matcher, recursive: rest.length > 1 || rest.some((segment) => segment.includes('**')) };
}
