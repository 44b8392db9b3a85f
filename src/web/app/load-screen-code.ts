/**
 * Code of a screen that could not be fetched (a network hiccup, or a new version deployed while the app
 * was open, whose old files are gone): the page reloads into the version the server has. One reload
 * only: a second failure soon after shows the error page, never a reload loop.
 *
 * Before the reload the import is tried once more, but Chromium and Firefox keep a failed module import
 * for the life of the page: the second try fails at once without asking the server, and a query to make
 * the address new cannot be added to Vite's chunk names. The retry helps only a browser that fetches the
 * module again; what recovers in the others is the reload.
 */

/** When this tab last reloaded for missing code (ms since the epoch), so it does not reload again. */
export const CODE_RELOAD_KEY = 'basin-dms.code-reload-at';
/** A reload less than this long ago counts as the one allowed. */
export const CODE_RELOAD_GUARD_MS = 60_000;

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browser: ReloadDeps = {
  storage: {
    getItem: (key) => {
      try {
        return window.sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        window.sessionStorage.setItem(key, value);
      } catch {
        // without session storage the guard cannot hold: the reload still happens once per page
      }
    },
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
};

/** Reloads the page into the deployed version unless this tab did so a moment ago; says whether it did. */
export function reloadIntoNewVersion(deps: ReloadDeps = browser): boolean {
  const last = Number(deps.storage.getItem(CODE_RELOAD_KEY));
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < CODE_RELOAD_GUARD_MS) return false;
  deps.storage.setItem(CODE_RELOAD_KEY, String(now));
  deps.reload();
  return true;
}

/** How many screen loads are on their way: their own failures are retried here, not by the event. */
let loading = 0;

/**
 * THE way the router fetches a screen's code: on a failure, once more (of use only where the browser
 * does not keep the failure, see above), then a reload into the new version (the promise stays pending
 * while the page goes). Failing after the one reload, the error reaches the route's error page.
 */
export async function loadScreenCode<T>(load: () => Promise<T>, deps: ReloadDeps = browser): Promise<T> {
  loading += 1;
  try {
    try {
      return await load();
    } catch {
      return await load();
    }
  } catch (error) {
    if (reloadIntoNewVersion(deps)) return new Promise<never>(() => {});
    throw error;
  } finally {
    loading -= 1;
  }
}

/**
 * Vite's `vite:preloadError` (fired when a chunk or its CSS cannot be fetched): for code fetched outside
 * the router's screen loads (a map or chart within a screen), the same single reload. While a screen
 * load is on its way the error is left to it, which tries once more first.
 */
export function reloadOnStaleCode(
  target: Pick<Window, 'addEventListener'> = window,
  deps: ReloadDeps = browser,
) {
  target.addEventListener('vite:preloadError', (event) => {
    if (loading > 0) return;
    // the reload replaces the page: the failed import need not reject into a screen's error state
    if (reloadIntoNewVersion(deps)) event.preventDefault();
  });
}
