const ERROR_NAMES: Record<number, string> = {
  400: 'bad request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not found',
  409: 'conflict',
  413: 'payload too large',
  415: 'unsupported media type',
  422: 'unprocessable entity',
  429: 'too many requests',
  500: 'internal error',
  501: 'not implemented',
  502: 'bad gateway',
  503: 'unavailable',
};

export function errorName(status: number): string {
  return ERROR_NAMES[status] ?? (status >= 500 ? 'internal error' : 'bad request');
}

/** A refusal a service explains to the client: answered as `{error, message}` with its status. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toBody(): { error: string; message: string } {
    return { error: errorName(this.status), message: this.message };
  }
}

export const badRequest = (message: string) => new ServiceError(400, message);
export const notFound = (message: string) => new ServiceError(404, message);
export const conflict = (message: string) => new ServiceError(409, message);

/** The JSON object a native endpoint expects as its body. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
