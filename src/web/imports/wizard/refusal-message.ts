import { ApiError } from '../../api/api-client';
import { REFUSAL_TEXTS } from './wizard-texts';

function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(messagesOf);
  if (body && typeof body === 'object') return Object.values(body).flatMap(messagesOf);
  return [];
}

/**
 * The server's own words where it gives them (400 field messages, a 403/404/409 detail), otherwise what
 * happened and what to do.
 */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return REFUSAL_TEXTS.unreachable;
  if (error.status >= 500) return REFUSAL_TEXTS.serverFailed(error.status);
  if (error.status === 400) {
    const messages = messagesOf(error.body);
    if (messages.length) return messages.join(' ');
  }
  if (error.detail) return error.detail;
  return error.status === 403 ? REFUSAL_TEXTS.forbidden : REFUSAL_TEXTS.serverFailed(error.status);
}
