import { ApiError } from './api-client';

/** What went wrong, in the server's words when it gave some: the tail of a '... could not be loaded.' message. */
export function reasonOf(error: Error): string {
  return error instanceof ApiError ? (error.detail ?? error.message) : error.message;
}
