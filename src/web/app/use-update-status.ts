import { useReducer } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { nextUpdateStatus, type UpdateStatus } from '../../domain/app/update-status';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function initialStatus(): UpdateStatus {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  return supported ? 'checking' : nextUpdateStatus('checking', { type: 'unsupported' });
}

/** spec 1 §1: the status of the application's background update, from the service worker's events. */
export function useUpdateStatus(): { status: UpdateStatus; refresh: () => void } {
  const [status, dispatch] = useReducer(nextUpdateStatus, undefined, initialStatus);
  const { updateServiceWorker } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      dispatch({ type: 'registered' });
      // a single-page app can stay open for days: look for a new version now and then
      if (registration)
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError: () => dispatch({ type: 'failed' }),
    onNeedRefresh: () => dispatch({ type: 'need-refresh' }),
    onOfflineReady: () => dispatch({ type: 'offline-ready' }),
  });
  return { status, refresh: () => void updateServiceWorker(true) };
}
