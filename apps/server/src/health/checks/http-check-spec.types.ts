import type { CheckSpecBase } from './check-type.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

export interface HttpHeader {
  name: string;
  value: string;
}

/** An `http` check entry after validation. */
export interface HttpCheckSpec extends CheckSpecBase {
  /** `url` (or canary-checker's older `endpoint`); may come from `connection` instead. */
  url?: string | undefined;
  /** A connection reference whose url and credentials fill what the spec leaves out. */
  connection?: string | undefined;
  method: HttpMethod;
  headers: HttpHeader[];
  body?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  /**
   * `ntlm: true` or `ntlmv2: true`: authenticate with NTLM (username may be `DOMAIN\user`)
   * instead of basic auth. Both send an NTLMv2 response; the older v1 response is never sent.
   */
  ntlm?: 'ntlm' | 'ntlmv2' | undefined;
  /** Codes that pass; 2xx and 3xx when not given. */
  responseCodes?: number[] | undefined;
  thresholdMillis?: number | undefined;
  /** Text that must appear in the response body. */
  responseContent?: string | undefined;
  /** A value the JSON response must hold at `path`. */
  responseJSONContent?: { path: string; value: string } | undefined;
  /** Days: a certificate expiring sooner fails. */
  maxSSLExpiry?: number | undefined;
  /** From `tlsConfig.insecureSkipVerify`: accept certificates that do not verify (self-signed). */
  insecureSkipVerify: boolean;
}
