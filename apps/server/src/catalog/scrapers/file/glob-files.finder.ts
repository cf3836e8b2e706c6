import { readdir } from 'node:fs/promises';
import type { GlobPattern } from './glob-pattern.ts';

/** More files than this in one entry is a runaway glob, not a configuration folder. */
export const MAX_MATCHED_FILES = 5000;
const MAX_DEPTH = 32;

/**
 * The files (not folders) matching any of the patterns, sorted, without duplicates. Symbolic
 * links to folders are not followed, so a link loop cannot trap the walk. A folder that cannot be
 * read is reported and skipped.
 */
export async function findGlobFiles(patterns: GlobPattern[], signal: AbortSignal): Promise<{ files: string[]; errors: string[] }> {
  const found = new Set<string>();
  const errors: string[] = [];
  for (const pattern of patterns) {
    const pending: { folder: string; depth: number }[] = [{ folder: pattern.root, depth: 0 }];
    while (pending.length > 0) {
      signal.throwIfAborted();
      const { folder, depth } = pending.pop() as { folder: string; depth: number };
      let entries;
      try {
        entries = await readdir(folder, { withFileTypes: true });
      } catch (error) {
        // A missing root simply matches nothing, like a shell glob.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') errors.push(`${folder}: ${(error as Error).message}`);
        continue;
      }
      for (const entry of entries) {
        const path = folder === '/' ? `/${entry.name}` : `${folder}/${entry.name}`;
        if (entry.isDirectory()) {
          if (pattern.recursive && depth < MAX_DEPTH) pending.push({ folder: path, depth: depth + 1 });
        } else if ((entry.isFile() || entry.isSymbolicLink()) && pattern.matcher.test(path)) {
          found.add(path);
          if (found.size > MAX_MATCHED_FILES) {
            errors.push(`more than ${MAX_MATCHED_FILES} files match: only the first ${MAX_MATCHED_FILES} are read`);
            return { files: [...found].slice(0, MAX_MATCHED_FILES).sort(), errors };
          }
        }
      }
    }
  }
  return { files: [...found].sort(), errors };
}
