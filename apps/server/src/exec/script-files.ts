import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';

/** A file a script left in its folder, read before the folder is removed. */
export interface CollectedFile {
  /** The path as asked for, relative to the script's folder. */
  path: string;
  content: Buffer;
  /** The file was larger than MAX_COLLECTED_FILE_BYTES; only its beginning is kept. */
  truncated: boolean;
}

/** What is kept of one collected file. */
export const MAX_COLLECTED_FILE_BYTES = 10 * 1024 * 1024;

function inside(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/**
 * Reads the named files of a script's folder. The script runs as another account and may leave a
 * link to anything the server can read, so a path is read only when it resolves (links followed)
 * to a regular file inside the folder; anything else is left out, as a missing file is.
 */
export async function collectScriptFiles(workDir: string, paths: readonly string[]): Promise<CollectedFile[]> {
  const folder = await realpath(workDir);
  const files: CollectedFile[] = [];
  for (const path of paths) {
    const target = await realpath(resolve(folder, path)).catch(() => undefined);
    if (target === undefined || !inside(folder, target)) continue;
    const handle = await open(target, 'r').catch(() => undefined);
    if (!handle) continue;
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) continue;
      const size = Math.min(stats.size, MAX_COLLECTED_FILE_BYTES);
      const content = Buffer.alloc(size);
      const { bytesRead } = await handle.read(content, 0, size, 0);
      files.push({ path, content: content.subarray(0, bytesRead), truncated: stats.size > MAX_COLLECTED_FILE_BYTES });
    } finally {
      await handle.close();
    }
  }
  return files;
}
