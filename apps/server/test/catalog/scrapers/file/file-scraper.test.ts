import { mkdtemp, rm, unlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileScraper } from '#src/catalog/scrapers/file/file-scraper.ts';
import type { FileScraperSpec } from '#src/catalog/scrapers/file/file-scraper-spec.types.ts';
import type { ScraperContext } from '#src/catalog/scrapers/scraper-type.ts';
import { validateScraperSpec } from '#src/catalog/scrapers/spec/validate-scraper-spec.ts';

const context: ScraperContext = { signal: new AbortController().signal, scraperId: 's1', resolveConnection: () => Promise.resolve(undefined) };

function parsed(raw: Record<string, unknown>): FileScraperSpec {
  const result = fileScraper.parse(raw, 'spec.file[0]');
  if (!('spec' in result)) throw new Error(`unexpected issues: ${JSON.stringify(result.issues)}`);
  return result.spec;
}

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'file-scraper-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('file scraper', () => {
  it('makes an item of each YAML document and each JSON file, with path, file name and type by default', async () => {
    await mkdir(join(folder, 'apps'));
    await writeFile(join(folder, 'apps', 'web.yaml'), 'kind: Deployment\nreplicas: 2\n---\nkind: Service\nport: 80\n');
    await writeFile(join(folder, 'db.json'), JSON.stringify({ engine: 'postgres' }));
    await writeFile(join(folder, 'notes.md'), '# not matched');
    const result = await fileScraper.run(parsed({ paths: [join(folder, '**/*.yaml'), join(folder, '*.json')] }), context);
    expect(result.errors).toEqual([]);
    expect(result.items.map((item) => [item.externalId[0], item.name, item.type, item.configClass, item.config])).toEqual([
      [join(folder, 'apps', 'web.yaml'), 'web.yaml', 'File::Yaml', 'File', { kind: 'Deployment', replicas: 2 }],
      [`${join(folder, 'apps', 'web.yaml')}#1`, 'web.yaml', 'File::Yaml', 'File', { kind: 'Service', port: 80 }],
      [join(folder, 'db.json'), 'db.json', 'File::Json', 'File', { engine: 'postgres' }],
    ]);
  });

  it('splits a document by items and takes id, type and name from each match', async () => {
    await writeFile(
      join(folder, 'servers.yaml'),
      'servers:\n  - { host: a.example, role: web }\n  - { host: b.example, role: db }\n',
    );
    const spec = parsed({ paths: [join(folder, '*.yaml')], items: '$.servers[*]', id: '$.host', name: '$.host', type: 'Server::$role', labels: { team: 'ops' } });
    const result = await fileScraper.run({ ...spec, type: 'Inventory::Server' }, context);
    expect(result.items.map((item) => ({ id: item.externalId, name: item.name, type: item.type, labels: item.labels }))).toEqual([
      { id: ['a.example'], name: 'a.example', type: 'Inventory::Server', labels: { team: 'ops' } },
      { id: ['b.example'], name: 'b.example', type: 'Inventory::Server', labels: { team: 'ops' } },
    ]);
  });

  it('sees an edit on the next scrape and no longer returns a deleted file', async () => {
    const a = join(folder, 'a.json');
    const b = join(folder, 'b.json');
    await writeFile(a, JSON.stringify({ size: 1 }));
    await writeFile(b, JSON.stringify({ size: 1 }));
    const spec = parsed({ paths: [`${folder}/*.json`] });
    expect((await fileScraper.run(spec, context)).items.map((item) => item.config)).toEqual([{ size: 1 }, { size: 1 }]);
    await writeFile(a, JSON.stringify({ size: 2 }));
    await unlink(b);
    const again = await fileScraper.run(spec, context);
    expect(again.items.map((item) => [item.externalId[0], item.config])).toEqual([[a, { size: 2 }]]);
  });

  it('reads globs relative to the working folder, and a folder that does not exist matches nothing', async () => {
    await mkdir(join(folder, 'deep', 'er'), { recursive: true });
    await writeFile(join(folder, 'deep', 'er', 'x.yml'), 'a: 1\n');
    const spec = parsed({ paths: [`${relative(process.cwd(), folder)}/**/*.yml`, join(folder, 'missing', '*.yml')] });
    const result = await fileScraper.run(spec, context);
    expect(result).toMatchObject({ errors: [], items: [{ externalId: [join(folder, 'deep', 'er', 'x.yml')], config: { a: 1 } }] });
  });

  it('reports an unreadable file and goes on with the others', async () => {
    await writeFile(join(folder, 'bad.json'), '{ not json');
    await writeFile(join(folder, 'good.json'), '{"ok": true}');
    const result = await fileScraper.run(parsed({ paths: [`${folder}/*.json`] }), context);
    expect(result.items.map((item) => item.name)).toEqual(['good.json']);
    expect(result.errors).toEqual([expect.stringContaining(`${join(folder, 'bad.json')}: `)]);
  });

  it('keeps text files as their content and leaves ignored files out', async () => {
    await writeFile(join(folder, 'app.conf'), 'listen 80;\n');
    await writeFile(join(folder, 'old.conf'), 'listen 81;\n');
    const result = await fileScraper.run(parsed({ paths: [`${folder}/*.conf`], ignore: [`${folder}/old.*`] }), context);
    expect(result.items.map((item) => [item.name, item.type, item.config])).toEqual([['app.conf', 'File::Text', 'listen 80;\n']]);
  });

  it('rejects a bad glob, a bad format, missing paths and unknown keys by their path', () => {
    expect(fileScraper.parse({ paths: ['configs/[ab.yaml', 3], format: 'xml', colour: 'red' }, 'spec.file[0]')).toEqual({
      issues: expect.arrayContaining([
        { path: 'spec.file[0].paths[0]', message: 'not a usable glob: a [ is not closed' },
        { path: 'spec.file[0].paths[1]', message: 'must be a string' },
        { path: 'spec.file[0].format', message: 'must be one of yaml, json, text' },
        { path: 'spec.file[0].colour', message: 'unknown key' },
      ]),
    });
    expect(fileScraper.parse({ type: 'File::Config' }, 'spec.file[1]')).toEqual({ issues: [{ path: 'spec.file[1].paths', message: 'paths is required' }] });
    expect(fileScraper.parse({ paths: ['a.yaml'], labels: 'team' }, 'spec.file[2]')).toEqual({
      issues: [{ path: 'spec.file[2].labels', message: 'must be a map of strings' }],
    });
    expect(fileScraper.parse({ paths: ['a.yaml'], items: '$.servers[?(@.role == )]', id: "$.servers['host" }, 'spec.file[3]')).toEqual({
      issues: [
        { path: 'spec.file[3].id', message: "invalid JSONPath: a ' is not closed" },
        { path: 'spec.file[3].items', message: expect.stringMatching(/^invalid JSONPath filter \?\(@\.role == \): /) },
      ],
    });
    // The transform fields are checked by the scraper spec for every type, named under the entry.
    expect(validateScraperSpec({ file: [{ paths: ['a.yaml'], transform: { expr: 'config +', exclude: [{ jsonpath: '$.[' }] } }] })).toEqual([
      { path: 'spec.file[0].transform.expr', message: expect.stringMatching(/^syntax error/) },
      { path: 'spec.file[0].transform.exclude[0].jsonpath', message: expect.stringContaining('invalid JSONPath') },
    ]);
  });
});
