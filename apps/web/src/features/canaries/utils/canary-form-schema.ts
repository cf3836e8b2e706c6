import { z } from 'zod';

export const REQUIRED = 'This field is required';
export const NOT_A_NUMBER = 'This field must be a number';
export const NOT_NEGATIVE = 'Must be 0 or more';
export const NO_CHECKS = 'Add at least one check';
export const BAD_RESPONSE_CODES = 'List status codes separated by commas, e.g. 200, 201';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH'] as const;
/** Only these methods send the body field. */
export const METHODS_WITH_BODY: readonly string[] = ['POST', 'PUT'];

const required = z.string().trim().min(1, REQUIRED);

/** An optional whole number of 0 or more, typed as text. */
const threshold = z
  .string()
  .trim()
  .refine((text) => text === '' || !Number.isNaN(Number(text)), NOT_A_NUMBER)
  .refine((text) => text === '' || Number(text) >= 0, NOT_NEGATIVE);

const httpCheck = z.object({
  name: required,
  url: required,
  method: z.enum(HTTP_METHODS),
  body: z.string(),
  responseCodes: z.string().trim().regex(/^(\d{3}\s*(,\s*\d{3}\s*)*)?$/, BAD_RESPONSE_CODES),
  thresholdMillis: threshold,
  responseContent: z.string(),
});

const tcpCheck = z.object({ name: required, endpoint: required, thresholdMillis: threshold });

export const canaryFormSchema = z
  .object({
    name: required,
    namespace: required,
    schedule: required,
    http: z.array(httpCheck),
    tcp: z.array(tcpCheck),
  })
  .refine((form) => form.http.length + form.tcp.length > 0, { message: NO_CHECKS, path: ['checks'] });

export type CanaryFormValues = z.input<typeof canaryFormSchema>;
export type HttpCheckValues = CanaryFormValues['http'][number];
export type TcpCheckValues = CanaryFormValues['tcp'][number];

export const DEFAULT_SCHEDULE = '@every 30s';

export const NEW_HTTP_CHECK: HttpCheckValues = {
  name: '',
  url: '',
  method: 'GET',
  body: '',
  responseCodes: '',
  thresholdMillis: '',
  responseContent: '',
};

export const NEW_TCP_CHECK: TcpCheckValues = { name: '', endpoint: '', thresholdMillis: '' };
