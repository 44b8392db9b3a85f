import { describe, expect, it, vi } from 'vitest';
import {
  CODE_RELOAD_GUARD_MS,
  CODE_RELOAD_KEY,
  loadScreenCode,
  reloadOnStaleCode,
  type ReloadDeps,
} from './load-screen-code';

function tab(now = 1_000_000) {
  const stored = new Map<string, string>();
  const reload = vi.fn<() => void>();
  const deps: ReloadDeps = {
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    reload,
    now: () => now,
  };
  return { deps: { ...deps, reload }, stored };
}

const gone = () => new TypeError('Failed to fetch dynamically imported module: /assets/map-routes-old.js');

describe("loading a screen's code", () => {
  it('fetches it once more when the first fetch fails, without reloading', async () => {
    const { deps } = tab();
    const load = vi.fn().mockRejectedValueOnce(gone()).mockResolvedValueOnce({ screen: 'map' });
    await expect(loadScreenCode(load, deps)).resolves.toEqual({ screen: 'map' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads into the new version when the second fetch fails too, and stays pending meanwhile', async () => {
    const { deps, stored } = tab();
    const load = vi.fn().mockRejectedValue(gone());
    const outcome = vi.fn();
    void loadScreenCode(load, deps).then(outcome, outcome);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(stored.get(CODE_RELOAD_KEY)).toBe('1000000');
    await Promise.resolve();
    expect(outcome).not.toHaveBeenCalled();
  });

  it('does not reload again right after a reload: the error reaches the error page', async () => {
    const { deps, stored } = tab();
    stored.set(CODE_RELOAD_KEY, String(1_000_000 - CODE_RELOAD_GUARD_MS + 1));
    const error = gone();
    await expect(loadScreenCode(vi.fn().mockRejectedValue(error), deps)).rejects.toBe(error);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads again once the last reload is long past', async () => {
    const { deps, stored } = tab();
    stored.set(CODE_RELOAD_KEY, String(1_000_000 - CODE_RELOAD_GUARD_MS));
    void loadScreenCode(vi.fn().mockRejectedValue(gone()), deps);
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
  });
});

describe("Vite's vite:preloadError", () => {
  it('reloads once for code that failed outside a screen load, and not in a loop', () => {
    const { deps } = tab();
    const target = new EventTarget();
    reloadOnStaleCode(target as unknown as Window, deps);
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    // not prevented: the import fails into the screen's own error state
    expect(second.defaultPrevented).toBe(false);
  });

  it("leaves a screen load's failure to that load, which fetches once more first", async () => {
    const { deps } = tab();
    const target = new EventTarget();
    reloadOnStaleCode(target as unknown as Window, deps);
    let fail!: (error: unknown) => void;
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce('screen');
    const loaded = loadScreenCode(load, deps);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    fail(gone());
    await expect(loaded).resolves.toBe('screen');
    expect(event.defaultPrevented).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
