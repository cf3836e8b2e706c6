import { z } from 'zod';
import { notSupportedKey, specBoolean, specNumber, specObject, specString } from '#src/spec/spec-schema.ts';
import { checkBaseShape, namedCheck } from '../spec/check-base.schema.ts';
import { defineCheckType, type CheckSpecBase, type CheckType, type ProbeContext, type ProbeResult } from './check-type.ts';
import { listFolder, type FolderFile } from './folder-listing.ts';
import { folderLimitsShape, type FolderLimits } from './folder-rules.schema.ts';

export interface FolderFilter extends FolderLimits {
  regex?: RegExp | undefined;
}

export interface FolderCheckSpec extends CheckSpecBase, FolderLimits {
  path: string;
  recursive?: boolean | undefined;
  minCount?: number | undefined;
  maxCount?: number | undefined;
  filter?: FolderFilter | undefined;
}

const regexSchema = specString().transform((pattern, context) => {
  if (pattern === undefined) return undefined;
  try {
    return new RegExp(pattern);
  } catch {
    context.issues.push({ code: 'custom', message: 'must be a valid regular expression', input: pattern });
    return z.NEVER;
  }
});

const filterSchema = specObject({ regex: regexSchema, ...folderLimitsShape }).nullish().transform((filter) => filter ?? undefined);

const folderEntrySchema = specObject({
  path: specString({ required: true }).refine((folder) => !/^[a-z][a-z0-9+.-]*:\/\/|^\\\\/i.test(folder), { error: 'only local folders are supported yet' }),
  awsConnection: notSupportedKey(),
  gcpConnection: notSupportedKey(),
  smbConnection: notSupportedKey(),
  sftpConnection: notSupportedKey(),
  availableSize: notSupportedKey(),
  totalSize: notSupportedKey(),
  ...folderLimitsShape,
  minCount: specNumber({ min: 0, integer: true }),
  maxCount: specNumber({ min: 0, integer: true }),
  recursive: specBoolean(),
  filter: filterSchema,
  ...checkBaseShape,
});

/** One `folder` entry (local folders only); the check is named after its path unless named. */
const folderSchema = namedCheck(folderEntrySchema, (entry) => entry.path).transform(
  ({ awsConnection: _aws, gcpConnection: _gcp, smbConnection: _smb, sftpConnection: _sftp, availableSize: _available, totalSize: _total, ...entry }): FolderCheckSpec => entry,
);

function matchesFilter(file: FolderFile, filter: FolderFilter | undefined, now: number): boolean {
  if (!filter) return true;
  const age = now - file.modified.getTime();
  if (filter.regex && !filter.regex.test(file.name)) return false;
  if (filter.minAge !== undefined && age < filter.minAge) return false;
  if (filter.maxAge !== undefined && age > filter.maxAge) return false;
  if (filter.minSize !== undefined && file.size < filter.minSize) return false;
  if (filter.maxSize !== undefined && file.size > filter.maxSize) return false;
  return true;
}

function describeFile(file: FolderFile | undefined): Record<string, unknown> | undefined {
  return file && { name: file.name, size: file.size, modified: file.modified.toISOString() };
}

/** Every rule the files break; the age rules apply to the newest file, the size rules to each file. */
function brokenRules(spec: FolderCheckSpec, files: FolderFile[], now: number): string[] {
  const broken: string[] = [];
  const newest = files.reduce<FolderFile | undefined>((a, b) => (!a || b.modified > a.modified ? b : a), undefined);
  if (spec.minCount !== undefined && files.length < spec.minCount) broken.push(`found ${files.length} files, fewer than minCount ${spec.minCount}`);
  if (spec.maxCount !== undefined && files.length > spec.maxCount) broken.push(`found ${files.length} files, more than maxCount ${spec.maxCount}`);
  if ((spec.minAge !== undefined || spec.maxAge !== undefined) && !newest) broken.push('no files to check the age of');
  if (newest) {
    const age = now - newest.modified.getTime();
    if (spec.minAge !== undefined && age < spec.minAge) broken.push(`newest file ${newest.name} is younger than minAge`);
    if (spec.maxAge !== undefined && age > spec.maxAge) broken.push(`newest file ${newest.name} is older than maxAge`);
  }
  const tooSmall = spec.minSize === undefined ? undefined : files.find((f) => f.size < (spec.minSize ?? 0));
  if (tooSmall) broken.push(`${tooSmall.name} (${tooSmall.size} bytes) is smaller than minSize`);
  const tooLarge = spec.maxSize === undefined ? undefined : files.find((f) => f.size > (spec.maxSize ?? Infinity));
  if (tooLarge) broken.push(`${tooLarge.name} (${tooLarge.size} bytes) is larger than maxSize`);
  return broken;
}

/** Checks the files of a local folder: how many, how old (the newest) and how large (each). */
export const folderCheck: CheckType<FolderCheckSpec> = defineCheckType({
  type: 'folder',
  schema: folderSchema,
  examples: [{ name: 'temporary files', path: '/tmp', minCount: 0 }],

  endpoint: (spec) => spec.path,

  async run(spec: FolderCheckSpec, _context: ProbeContext): Promise<ProbeResult> {
    let listed: FolderFile[];
    try {
      listed = await listFolder(spec.path, spec.recursive ?? false);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason = code === 'ENOENT' ? `folder ${spec.path} does not exist` : error instanceof Error ? error.message : String(error);
      return { pass: false, message: reason, error: reason, data: {} };
    }
    const now = Date.now();
    const files = listed.filter((file) => matchesFilter(file, spec.filter, now));
    const byAge = [...files].sort((a, b) => a.modified.getTime() - b.modified.getTime());
    const data = {
      files: files.map(describeFile),
      count: files.length,
      size: files.reduce((total, file) => total + file.size, 0),
      newest: describeFile(byAge.at(-1)),
      oldest: describeFile(byAge[0]),
    };
    const broken = brokenRules(spec, files, now);
    if (broken.length > 0) return { pass: false, message: broken.join('; '), data };
    return { pass: true, message: `${files.length} files, ${data.size} bytes`, data };
  },
});
