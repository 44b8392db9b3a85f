import { AUTH_MESSAGES } from '../../domain/accounts/account-texts';
import { sessionStore } from '../accounts/session-store';

const API_BASE = '/api';

/** A non-2xx answer (status and parsed body) or, with status 0, a request that never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(status === 0 ? 'The server could not be reached.' : `The server answered ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The DRF `detail` message of a 401/403/404/429 answer, when there is one. */
  get detail(): string | undefined {
    const body = this.body as { detail?: unknown } | null;
    return typeof body?.detail === 'string' ? body.detail : undefined;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob': a file to save (a template), read whole; errors are still JSON. */
  as?: 'json' | 'blob';
  /** Headers besides the JSON and token ones (an Idempotency-Key). */
  headers?: Record<string, string>;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls `/api/{path}` with JSON and, when signed in, `Authorization: Token <key>`. A `FormData` body is
 * sent as multipart as it is: the browser writes its Content-Type with the part boundary.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, as = 'json', headers: extraHeaders }: ApiRequestOptions = {},
): Promise<T> {
  const token = sessionStore.token();
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Token ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null);
  }

  if (response.ok && as === 'blob') return (await response.blob()) as T;
  const parsed = parseBody(await response.text().catch(() => ''));
  if (!response.ok) {
    const error = new ApiError(response.status, parsed);
    // spec 1 §8: 'Invalid token.' signs the user out, unless they signed in again meanwhile
    if (
      response.status === 401 &&
      token &&
      error.detail === AUTH_MESSAGES.invalidToken &&
      sessionStore.token() === token
    ) {
      sessionStore.end();
    }
    throw error;
  }
  return parsed as T;
}
