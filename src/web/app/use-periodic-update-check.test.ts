import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_INTERVAL_MS, usePeriodicUpdateCheck } from './use-periodic-update-check';

function fakeRegistration() {
  const update = vi.fn(() => Promise.resolve());
  return { registration: { update } as unknown as ServiceWorkerRegistration, update };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePeriodicUpdateCheck', () => {
  it('waits for the service worker to be registered', () => {
    renderHook(() => usePeriodicUpdateCheck(undefined));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('looks for a new version every hour', () => {
    const { registration, update } = fakeRegistration();
    renderHook(() => usePeriodicUpdateCheck(registration));

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('stops looking when it is unmounted', () => {
    const { registration, update } = fakeRegistration();
    const { unmount } = renderHook(() => usePeriodicUpdateCheck(registration));

    unmount();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(update).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one timer, for the newest registration', () => {
    const first = fakeRegistration();
    const second = fakeRegistration();
    const { rerender } = renderHook(({ registration }) => usePeriodicUpdateCheck(registration), {
      initialProps: { registration: first.registration },
    });
    rerender({ registration: second.registration });

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(first.update).not.toHaveBeenCalled();
    expect(second.update).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('shrugs off a failed check', async () => {
    const update = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePeriodicUpdateCheck({ update } as unknown as ServiceWorkerRegistration));

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
