import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of the web app's sources as [importing file, imported file], both relative to src/. */
function imports(): [string, string][] {
  return sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, specifier]): [string, string][] => {
      if (specifier!.startsWith('.')) return [[relative(SRC, file), relative(SRC, resolve(dirname(file), specifier!))]];
      if (specifier!.startsWith('#src/')) return [[relative(SRC, file), specifier!.slice('#src/'.length)]];
      return [];
    }),
  );
}

const top = (path: string) => path.split(sep).slice(0, 2);

describe('the web app layering (docs/architecture.md, decision 0029)', () => {
  const all = imports();

  it('reads the imports of the sources', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('never lets a feature import another feature', () => {
    const crossing = all.filter(([from, to]) => {
      const [fromLayer, fromFeature] = top(from);
      const [toLayer, toFeature] = top(to);
      return fromLayer === 'features' && toLayer === 'features' && fromFeature !== toFeature;
    });
    expect(crossing).toEqual([]);
  });

  it('keeps the shared ui/, api/ and lib/ free of features and of the app', () => {
    const upward = all.filter(([from, to]) => ['ui', 'api', 'lib'].includes(top(from)[0]!) && ['features', 'app'].includes(top(to)[0]!));
    expect(upward).toEqual([]);
  });
});
