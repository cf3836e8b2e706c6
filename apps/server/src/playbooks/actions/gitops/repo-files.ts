import { lstat, mkdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { patchFileText, type FilePatch } from './file-patch.ts';

/** A path the action may not write: its message says why, for the field that named it. */
export class RepoPathError extends Error {}

function inside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The absolute path of `path` in the clone at `root`: relative, inside the clone, not in `.git`,
 * and not reached through a symbolic link the repository holds (which could point anywhere on the server).
 */
async function pathInClone(root: string, path: string): Promise<string> {
  const clean = normalize(path.replace(/^\.\//, ''));
  if (isAbsolute(path) || clean === '.' || clean.startsWith(`..${sep}`) || clean === '..') throw new RepoPathError(`${path} is not a path inside the repository`);
  if (clean.split(sep)[0] === '.git') throw new RepoPathError(`${path} is inside .git`);
  const target = join(root, clean);
  const realRoot = await realpath(root);
  let folder = dirname(target);
  // The nearest folder that exists must be inside the clone once links are followed.
  for (;;) {
    try {
      if (!inside(realRoot, await realpath(folder))) throw new RepoPathError(`${path} leads outside the repository through a symbolic link`);
      break;
    } catch (error) {
      if (error instanceof RepoPathError) throw error;
      folder = dirname(folder);
    }
  }
  const existing = await lstat(target).catch(() => undefined);
  if (existing?.isSymbolicLink()) throw new RepoPathError(`${path} is a symbolic link`);
  if (existing?.isDirectory()) throw new RepoPathError(`${path} is a folder`);
  return target;
}

/** Writes a file whole, creating its folders. */
export async function writeRepoFile(root: string, path: string, content: string): Promise<void> {
  const target = await pathInClone(root, path);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, content, 'utf8');
}

/** Changes a file the repository has with a patch (file-patch.ts). */
export async function patchRepoFile(root: string, path: string, patch: FilePatch): Promise<void> {
  const target = await pathInClone(root, path);
  const text = await readFile(target, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new RepoPathError(error.code === 'ENOENT' ? `${path} is not in the repository` : `${path} cannot be read: ${error.message}`);
  });
  await writeFile(target, patchFileText(path, text, patch), 'utf8');
}
