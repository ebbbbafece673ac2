import { ERROR_MESSAGES } from '@sitewerk/contracts'

/** Base of every error the server answers on purpose. Anything else is a 500. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: {
      errors?: Record<string, string[]>
      errorTypes?: Record<string, string[]>
      extra?: Record<string, unknown>
      headers?: Record<string, string>
    } = {},
  ) {
    super(message)
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = ERROR_MESSAGES.notFound) {
    super(message, 404)
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super(ERROR_MESSAGES.unauthenticated, 401)
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = ERROR_MESSAGES.unauthorized) {
    super(message, 403)
  }
}

export class CsrfError extends AppError {
  constructor() {
    super(ERROR_MESSAGES.csrfMismatch, 419)
  }
}

/** 422 with messages per field; the messages are already in the user's language. */
export class ValidationError extends AppError {
  constructor(message: string, errors: Record<string, string[]>) {
    super(message, 422, { errors })
  }
}

export class ConflictError extends AppError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(message, 409, { extra })
  }
}

/** spec §5/§8 usage conflict: 409 with error type is_used and where the thing is still used. */
export class InUseError extends AppError {
  constructor(message: string, usages: unknown[]) {
    super(message, 409, { errorTypes: { id: ['is_used'] }, extra: { usages } })
  }
}

/** 503 with Retry-After: the server cannot take this request now (it is shutting down). */
export class ServiceUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('Service Unavailable', 503, { headers: { 'retry-after': String(retryAfterSeconds) } })
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = ERROR_MESSAGES.tooManyRequests,
  ) {
    super(message, 429, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    })
  }
}
