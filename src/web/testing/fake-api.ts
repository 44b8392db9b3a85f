import { vi } from 'vitest';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** A body that is no JSON, such as a CSV file, sent as it is with this Content-Type. */
  text?: { content: string; type: string };
}

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

type Handler = FakeAnswer | ((call: FakeCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Replaces fetch with a server that answers `'METHOD /api/path'` from the handlers given
 * (404 otherwise) and records every call.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const call: FakeCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer =
      typeof handler === 'function'
        ? await handler(call)
        : (handler ?? { status: 404, body: { detail: 'Not found.' } });
    const text = answer.text?.content ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': answer.text?.type ?? 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}
