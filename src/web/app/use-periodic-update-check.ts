import { useEffect } from 'react';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A single-page app can stay open for days: asks the service worker's registration to look for a new
 * version now and then, for as long as the component lives and only for the newest registration.
 */
export function usePeriodicUpdateCheck(registration: ServiceWorkerRegistration | undefined) {
  useEffect(() => {
    if (!registration) return;
    const timer = setInterval(
      () => void registration.update().catch(() => undefined),
      UPDATE_CHECK_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [registration]);
}
