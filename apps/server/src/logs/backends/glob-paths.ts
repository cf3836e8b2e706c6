import { readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, sep } from 'node:path';

const WILDCARD = /[*?[]/;
/** Files a glob may match, at most; a pattern that would match more is cut there. */
export const MAX_GLOB_FILES = 200;

function escapeRegExp(text: string): string {
  return text.replace(/[.+^${}()|\\]/g, '\\$&');
}

/** The pattern (relative to its fixed base) as a regular expression: `**` crosses folders, `*` and `?` do not. */
function patternRegExp(relative: string): RegExp {
  let source = '';
  for (let index = 0; index < relative.length; index += 1) {
    const char = relative[index]!;
    if (char === '*' && relative[index + 1] === '*') {
      const slash = relative[index + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      index += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '[') {
      const close = relative.indexOf(']', index);
      if (close === -1) source += '\\[';
      else {
        source += `[${relative.slice(index + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        index = close;
      }
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

/** The regular files an absolute glob (`/var/log/**\/*.log`) names, at most MAX_GLOB_FILES, sorted by path. */
export async function globFiles(pattern: string): Promise<string[]> {
  if (!isAbsolute(pattern)) throw new Error(`path ${pattern} must be absolute`);
  const segments = pattern.split('/');
  const firstWild = segments.findIndex((segment) => WILDCARD.test(segment));
  if (firstWild === -1) {
    const info = await stat(pattern).catch(() => undefined);
    return info?.isFile() ? [pattern] : [];
  }
  const base = segments.slice(0, firstWild).join('/') || '/';
  const matcher = patternRegExp(segments.slice(firstWild).join('/'));
  const recursive = segments.slice(firstWild).some((segment) => segment.includes('**')) || segments.length - firstWild > 1;
  let entries: string[];
  try {
    entries = await readdir(base, { recursive });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries.sort()) {
    const relative = sep === '/' ? entry : entry.split(sep).join('/');
    if (!matcher.test(relative)) continue;
    const file = join(base, entry);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    found.push(file);
    if (found.length >= MAX_GLOB_FILES) break;
  }
  return found;
}
