import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../accounts/session-store';
import { buildUser } from '../testing/factories';
import { stubApi } from '../testing/fake-api';
import { signInAs } from '../testing/render-app';
import { ApiError, apiRequest } from './api-client';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request succeeded');
}

describe('apiRequest', () => {
  it('sends JSON under /api with the token of the signed-in user', async () => {
    signInAs(buildUser(), 'abc');
    const api = stubApi({ 'POST /api/things/': { status: 201, body: { id: 1 } } });

    await expect(apiRequest('things/', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 1 });
    expect(api.calls[0]).toMatchObject({ authorization: 'Token abc', body: { name: 'x' } });
  });

  it('sends a FormData body as multipart, as it is, with the token but no JSON Content-Type', async () => {
    signInAs(buildUser(), 'abc');
    stubApi({ 'POST /api/filemodels.json': { status: 201, body: { id: 4 } } });
    const form = new FormData();
    form.append('spreadsheet', new File(['dms_site_id'], 'levels.csv', { type: 'text/csv' }));

    await expect(apiRequest('filemodels.json', { method: 'POST', body: form })).resolves.toEqual({ id: 4 });
    const [, init] = vi.mocked(fetch).mock.calls[0];
    const headers = new Headers(init?.headers);
    expect(init?.body).toBe(form);
    expect(headers.get('Authorization')).toBe('Token abc');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends no Authorization header for a guest', async () => {
    const api = stubApi({ 'GET /api/application/config': { status: 200, body: {} } });
    await apiRequest('application/config');
    expect(api.calls[0].authorization).toBeNull();
  });

  it('throws the status and parsed body of a refusal', async () => {
    stubApi({ 'PUT /api/auth/me/': { status: 400, body: { phone: ['Field is required'] } } });
    const error = await failureOf(apiRequest('auth/me/', { method: 'PUT', body: {} }));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ phone: ['Field is required'] });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await failureOf(apiRequest('auth/me/'))).status).toBe(0);
  });

  it('signs the user out on Invalid token., but not on other 401 answers', async () => {
    signInAs(buildUser(), 'abc');
    stubApi({
      'GET /api/auth/me/': { status: 401, body: { detail: 'Authentication credentials were not provided.' } },
    });
    await failureOf(apiRequest('auth/me/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

    stubApi({ 'GET /api/auth/me/': { status: 401, body: { detail: 'Invalid token.' } } });
    await failureOf(apiRequest('auth/me/'));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
