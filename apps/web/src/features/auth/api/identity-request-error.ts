import type { IdentityErrorBody } from './identity-flow.types.ts';

/** A failed call to the identity service: the HTTP status (0 when the network failed) and the parsed body. */
export class IdentityRequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'IdentityRequestError';
    this.status = status;
    this.body = body;
  }

  /** The error envelope, when the body is one. */
  get envelope(): IdentityErrorBody {
    return typeof this.body === 'object' && this.body !== null ? (this.body as IdentityErrorBody) : {};
  }

  get errorId(): string | undefined {
    return this.envelope.error?.id;
  }

  /** The address the server asks the browser to go to, at the top level or in the details. */
  get redirectTo(): string | undefined {
    const envelope = this.envelope;
    const fromDetails = envelope.error?.details?.['redirect_browser_to'];
    return envelope.redirect_browser_to ?? (typeof fromDetails === 'string' ? fromDetails : undefined);
  }
}
