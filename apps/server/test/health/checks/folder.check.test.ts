import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProbeContext } from '#src/health/checks/check-type.ts';
import { folderCheck, type FolderCheckSpec } from '#src/health/checks/folder.check.ts';
import { parseByteSize } from '#src/health/checks/folder-size.ts';

const HOUR = 3_600_000;

function context(): ProbeContext {
  return { signal: AbortSignal.timeout(10_000), timeoutMs: 10_000, resolveConnection: () => Promise.resolve(undefined) };
}

async function fileAged(path: string, bytes: number, ageMs: number): Promise<void> {
  await writeFile(path, Buffer.alloc(bytes, 'x'));
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
}

describe('folder check', () => {
  let root = '';
  let empty = '';
  const probe = (raw: Record<string, unknown>) => {
    const result = folderCheck.parse({ name: 'backups', path: root, ...raw }, 'spec.folder[0]');
    if ('issues' in result) throw new Error(JSON.stringify(result.issues));
    return folderCheck.run(result.spec as FolderCheckSpec, context());
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'folder-check-'));
    empty = await mkdtemp(join(tmpdir(), 'folder-check-empty-'));
    await fileAged(join(root, 'backup-1.tar'), 2048, 30 * HOUR);
    await fileAged(join(root, 'backup-2.tar'), 2048, 2 * HOUR);
    await fileAged(join(root, 'notes.log'), 100, 5 * HOUR);
    await mkdir(join(root, 'nested'));
    await fileAged(join(root, 'nested', 'deep.tar'), 10, 1 * HOUR);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(empty, { recursive: true, force: true });
  });

  it('describes the files it finds', async () => {
    const result = await probe({});
    expect(result.pass).toBe(true);
    expect(result.data.count).toBe(3);
    expect(result.data.size).toBe(4196);
    expect((result.data.files as { name: string }[]).map((file) => file.name)).toEqual(['backup-1.tar', 'backup-2.tar', 'notes.log']);
    expect(result.data.newest).toMatchObject({ name: 'backup-2.tar', size: 2048 });
    expect(result.data.oldest).toMatchObject({ name: 'backup-1.tar' });
  });

  it('looks into sub-folders only when recursive', async () => {
    const result = await probe({ recursive: true });
    expect(result.data.count).toBe(4);
    expect(result.data.newest).toMatchObject({ name: join('nested', 'deep.tar') });
  });

  it('checks the count against minCount and maxCount', async () => {
    expect((await probe({ minCount: 3, maxCount: 3 })).pass).toBe(true);
    expect((await probe({ minCount: 4 })).message).toBe('found 3 files, fewer than minCount 4');
    expect((await probe({ maxCount: 2 })).message).toBe('found 3 files, more than maxCount 2');
  });

  it('checks the age of the newest file against maxAge and minAge', async () => {
    expect((await probe({ maxAge: '3h', minAge: '1h' })).pass).toBe(true);
    expect((await probe({ maxAge: '1h' })).message).toBe('newest file backup-2.tar is older than maxAge');
    expect((await probe({ minAge: '1d' })).message).toBe('newest file backup-2.tar is younger than minAge');
  });

  it('checks each file against minSize and maxSize', async () => {
    expect((await probe({ minSize: '50', maxSize: '10Mi' })).pass).toBe(true);
    expect((await probe({ minSize: '1Ki' })).message).toBe('notes.log (100 bytes) is smaller than minSize');
    expect((await probe({ maxSize: '1Ki' })).message).toBe('backup-1.tar (2048 bytes) is larger than maxSize');
  });

  it('applies the rules only to the files the filter keeps', async () => {
    const tars = await probe({ filter: { regex: '\\.tar$' }, minSize: '1Ki' });
    expect(tars.pass).toBe(true);
    expect(tars.data.count).toBe(2);
    const old = await probe({ filter: { minAge: '1d' } });
    expect(old.data.count).toBe(1);
    const recent = await probe({ filter: { maxAge: '3h' } });
    expect(recent.data.count).toBe(1);
    const large = await probe({ filter: { minSize: '1Ki', maxSize: '4Ki' } });
    expect(large.data.count).toBe(2);
  });

  it('fails age rules when there are no files, and when the folder is missing', async () => {
    const result = await probe({ path: empty, maxAge: '1h' });
    expect(result.pass).toBe(false);
    expect(result.message).toBe('no files to check the age of');
    const missing = await probe({ path: join(root, 'nope') });
    expect(missing.pass).toBe(false);
    expect(missing.error).toBe(`folder ${join(root, 'nope')} does not exist`);
  });

  it('reads sizes with binary and decimal suffixes', () => {
    expect(parseByteSize('10Mi')).toBe(10 * 1024 * 1024);
    expect(parseByteSize('10Ki')).toBe(10_240);
    expect(parseByteSize('1.5G')).toBe(1_500_000_000);
    expect(parseByteSize('20MB')).toBe(20_000_000);
    expect(parseByteSize(512)).toBe(512);
    expect(parseByteSize('10 lots')).toBeUndefined();
  });
});
