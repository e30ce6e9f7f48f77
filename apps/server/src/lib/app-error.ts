import { type ErrorCode, errorCodes, messages } from '@showdesk/domain/errors';

/** The one error class of the server: the error handler turns it into the error body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ErrorCode, status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
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
  static conflict(message: string, details?: unknown) {
    return new AppError(errorCodes.conflict, 409, message, details);
  }
}
