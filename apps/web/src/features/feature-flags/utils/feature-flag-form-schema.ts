import { z } from 'zod';

export const MISSING_DETAILS = 'please provide all details';

/** Name and value are both needed; the spec gives one message for either missing. */
export const featureFlagFormSchema = z.object({
  name: z.string().trim().min(1, MISSING_DETAILS),
  value: z.string().trim().min(1, MISSING_DETAILS),
  description: z.string(),
});

export type FeatureFlagFormValues = z.input<typeof featureFlagFormSchema>;
