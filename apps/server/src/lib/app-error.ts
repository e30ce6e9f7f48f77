import { type ErrorCode, errorCodes, messages } from '@showdesk/domain/common/errors';
import { secondFactorMessages } from '@showdesk/domain/people/second-factor-codes';

/** The one error class of the server: the error handler turns it into the error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  /** Response headers the error answers with (a 429's Retry-After). */
  readonly headers?: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    status: number,
    message: string,
    details?: unknown,
    headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
    this.headers = headers;
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError(errorCodes.badRequest, 400, message, details);
  }
  static unauthenticated(message: string = messages.notAuthenticated) {
    return new AppError(errorCodes.unauthenticated, 401, message);
  }
  static forbidden(message: string = messages.forbidden) {
    return new AppError(errorCodes.forbidden, 403, message);
  }
  /** Also what another event's record answers, so tenants cannot probe each other. */
  static notFound(message: string = messages.notFound) {
    return new AppError(errorCodes.notFound, 404, message);
  }
  /** 429 with Retry-After: the caller may try again in `retryAfterSeconds`. */
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return new AppError(errorCodes.rateLimited, 429, message, null, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
  /** A member's or guest's write to a closed event (the tenancy guard, route-access.ts). */
  static eventClosed() {
    return new AppError(errorCodes.eventClosed, 409, messages.eventClosed);
  }
  static conflict(message: string, details?: unknown) {
    return new AppError(errorCodes.conflict, 409, message, details);
  }
  /**
   * A platform admin, or an admin or moderator of an event that requires it, who has no second
   * factor yet: refused until they set one up (the web app walks them through it).
   */
  static secondFactorEnrolmentRequired() {
    return new AppError(
      errorCodes.secondFactorEnrolmentRequired,
      403,
      secondFactorMessages.enrolmentRequired,
    );
  }
}
