const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export interface IdentityErrorBody {
  id?: string;
  code: number;
  status: string;
  reason: string;
  message: string;
  details?: Record<string, unknown>;
}

/** The error envelope Ory Kratos answers: {error: {id, code, status, reason, message, details?}, redirect_browser_to?}. */
export interface IdentityErrorEnvelope {
  error: IdentityErrorBody;
  redirect_browser_to?: string;
}

/** A self-service error with its Kratos error id and status; the routes turn it into the envelope. */
export class IdentityError extends Error {
  constructor(
    readonly code: number,
    readonly errorId: string | undefined,
    readonly reason: string,
    message: string,
    readonly redirectBrowserTo?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'IdentityError';
  }

  toEnvelope(): IdentityErrorEnvelope {
    const error: IdentityErrorBody = {
      ...(this.errorId ? { id: this.errorId } : {}),
      code: this.code,
      status: STATUS_TEXT[this.code] ?? 'Error',
      reason: this.reason,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
    return { error, ...(this.redirectBrowserTo ? { redirect_browser_to: this.redirectBrowserTo } : {}) };
  }

  static sessionInactive(): IdentityError {
    return new IdentityError(401, 'session_inactive', 'No active session was found in this request.', 'request does not have a valid authentication session');
  }

  static aal2Required(redirectTo: string): IdentityError {
    return new IdentityError(
      403,
      'session_aal2_required',
      'An active session was found but it does not fulfil the Authenticator Assurance Level, implying that the session must (e.g.) authenticate the second factor.',
      'Session does not fulfil the requested Authenticator Assurance Level',
      redirectTo,
    );
  }

  static sessionAlreadyAvailable(): IdentityError {
    return new IdentityError(
      400,
      'session_already_available',
      'A valid session was detected and thus this action is not allowed.',
      'A valid session was detected and thus this action is not allowed.',
    );
  }

  static refreshRequired(redirectTo: string): IdentityError {
    return new IdentityError(
      403,
      'session_refresh_required',
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      'The login session is too old and thus not allowed to update these fields. Please re-authenticate.',
      redirectTo,
    );
  }

  static returnToForbidden(returnTo: string): IdentityError {
    return new IdentityError(
      400,
      'self_service_flow_return_to_forbidden',
      `Requested return_to URL "${returnTo}" is not allowed.`,
      'The return_to address is not allowed.',
    );
  }

  static flowExpired(expiredAt: Date): IdentityError {
    const minutes = Math.max(0, (Date.now() - expiredAt.getTime()) / 60_000);
    return new IdentityError(
      410,
      'self_service_flow_expired',
      `The self-service flow expired ${minutes.toFixed(2)} minutes ago, initialize a new one.`,
      'self-service flow expired',
      undefined,
      { expired_at: expiredAt.toISOString() },
    );
  }

  static csrfViolation(): IdentityError {
    return new IdentityError(
      403,
      'security_csrf_violation',
      'Please retry the flow and optionally clear your cookies. The request was rejected to protect you from Cross-Site-Request-Forgery (CSRF) which could cause account takeover, leaking personal information, and other serious security issues.',
      'the request was rejected to protect you from Cross-Site-Request-Forgery',
    );
  }

  static identityMismatch(): IdentityError {
    return new IdentityError(
      400,
      'security_identity_mismatch',
      'The flow was interrupted because the session belongs to a different identity than the flow.',
      'the requested action was forbidden',
    );
  }

  static browserLocationChangeRequired(redirectTo: string): IdentityError {
    return new IdentityError(
      422,
      'browser_location_change_required',
      `In order to complete this flow please redirect the browser to: ${redirectTo}`,
      'browser location change required',
      redirectTo,
    );
  }

  static tooManyFlows(retryAfterSeconds: number): IdentityError {
    return new IdentityError(
      429,
      undefined,
      `Too many self-service flows were started from this address; try again in ${retryAfterSeconds} seconds.`,
      'Too many requests',
      undefined,
      { retry_after_seconds: retryAfterSeconds },
    );
  }

  static badRequest(reason: string): IdentityError {
    return new IdentityError(400, undefined, reason, 'The request was malformed or contained invalid parameters');
  }

  static notFound(reason: string): IdentityError {
    return new IdentityError(404, undefined, reason, 'The requested resource could not be found');
  }
}
