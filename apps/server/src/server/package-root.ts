import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this module whether it runs from src/ or the dist/ bundle. */
export function serverPackageRoot(from = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@vigil/server') {
      return dir;
    }
    dir = dirname(dir);
  }
  throw new Error('cannot find the @vigil/server package folder');
}
