import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Installing the service worker downloads every asset of the application; begun with the page, it held up
 * the home map's first visit by 200-270 ms (measured), so it waits until the page has loaded and settled.
 */
export const SERVICE_WORKER_DELAY_MS = 3000;

function useSettledPage(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => (timer = setTimeout(() => setSettled(true), SERVICE_WORKER_DELAY_MS));
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, []);
  return settled;
}

// its code too waits for the settled page, off the login page's JavaScript (issue 17)
const RegisteredUpdateNotice = lazy(async () => ({
  default: (await import('./registered-update-notice')).RegisteredUpdateNotice,
}));

/** The update banner, driven by the service worker. Lives outside the router so a failed page still shows it. */
export function UpdateNotice() {
  return useSettledPage() ? (
    <Suspense fallback={null}>
      <RegisteredUpdateNotice />
    </Suspense>
  ) : null;
}
