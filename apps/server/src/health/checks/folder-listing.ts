import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

export interface FolderFile {
  /** Path relative to the checked folder. */
  name: string;
  size: number;
  modified: Date;
}

/** The regular files in `root` (and below it when `recursive`), with their size and mtime. */
export async function listFolder(root: string, recursive: boolean): Promise<FolderFile[]> {
  const files: FolderFile[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const folder = pending.pop() ?? root;
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (recursive) pending.push(full);
      } else if (entry.isFile()) {
        const info = await stat(full);
        files.push({ name: relative(root, full), size: info.size, modified: info.mtime });
      }
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}
