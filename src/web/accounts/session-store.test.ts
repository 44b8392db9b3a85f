import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../testing/factories';
import { sessionStore } from './session-store';

afterEach(() => sessionStore.end());

describe('the stored session', () => {
  it('keeps a refreshed user and tells the screens', () => {
    sessionStore.start('token-1', buildUser({ first_name: 'Ana' }));
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.updateUser(buildUser({ first_name: 'Beatriz' }));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionStore.get()).toMatchObject({ token: 'token-1', user: { first_name: 'Beatriz' } });
  });

  it('leaves the screens alone when the refresh finds the user unchanged', () => {
    const user = buildUser({ first_name: 'Ana' });
    sessionStore.start('token-1', user);
    const before = sessionStore.get();
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.updateUser({ ...user });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(sessionStore.get()).toBe(before);
  });
});
