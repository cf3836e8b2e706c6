import { z } from 'zod';
import { parseDuration } from '#src/jobs/parse-duration.ts';
import { parseByteSize } from './folder-size.ts';

/** Age limits in milliseconds and size limits in bytes. */
export interface FolderLimits {
  minAge?: number | undefined;
  maxAge?: number | undefined;
  minSize?: number | undefined;
  maxSize?: number | undefined;
}

const AGE_REASON = 'must be a duration such as 30m, 12h or 7d';
const SIZE_REASON = 'must be a size such as 512, 10Ki, 10Mi or 1Gi';

const ageSchema = z
  .string({ error: AGE_REASON })
  .nullish()
  .transform((text, context) => {
    if (text === undefined || text === null) return undefined;
    const ms = parseDuration(text);
    if (ms === undefined) context.issues.push({ code: 'custom', message: AGE_REASON, input: text });
    return ms;
  });

const sizeSchema = z
  .union([z.string(), z.number()], { error: SIZE_REASON })
  .nullish()
  .transform((value, context) => {
    if (value === undefined || value === null) return undefined;
    const bytes = parseByteSize(value);
    if (bytes === undefined) context.issues.push({ code: 'custom', message: SIZE_REASON, input: value });
    return bytes;
  });

/** `minAge`, `maxAge`, `minSize` and `maxSize` of a folder check or its `filter`, in zod. */
export const folderLimitsShape = {
  minAge: ageSchema,
  maxAge: ageSchema,
  minSize: sizeSchema,
  maxSize: sizeSchema,
};
