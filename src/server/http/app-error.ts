import type { FieldErrors } from '../../domain/http/field-errors';
import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';

/** An error a client is meant to read, in DRF's shape. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors | FieldErrors[],
  ) {
    super(!Array.isArray(body) && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }

  static badRequest(errors: FieldErrors | FieldErrors[]) {
    return new AppError(400, errors);
  }
  static nonField(message: string) {
    return new AppError(400, { non_field_errors: [message] });
  }
  static unauthorized(detail: string = AUTH_MESSAGES.notAuthenticated) {
    return new AppError(401, { detail });
  }
  static forbidden(detail: string = AUTH_MESSAGES.permissionDenied) {
    return new AppError(403, { detail });
  }
  static notFound(detail: string = AUTH_MESSAGES.notFound) {
    return new AppError(404, { detail });
  }
  static tooManyRequests(detail: string = AUTH_MESSAGES.tooManyAttempts) {
    return new AppError(429, { detail });
  }
}
