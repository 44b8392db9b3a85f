import { useReducer, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { nextUpdateStatus, type UpdateStatus } from '../../domain/app/update-status';
import { usePeriodicUpdateCheck } from './use-periodic-update-check';

function initialStatus(): UpdateStatus {
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  return supported ? 'checking' : nextUpdateStatus('checking', { type: 'unsupported' });
}

/** spec 1 §1: the status of the application's background update, from the service worker's events. */
export function useUpdateStatus(): { status: UpdateStatus; refresh: () => void } {
  const [status, dispatch] = useReducer(nextUpdateStatus, undefined, initialStatus);
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const { updateServiceWorker } = useRegisterSW({
    onRegisteredSW(_url, registered) {
      dispatch({ type: 'registered' });
      setRegistration(registered);
    },
    onRegisterError: () => dispatch({ type: 'failed' }),
    onNeedRefresh: () => dispatch({ type: 'need-refresh' }),
    onOfflineReady: () => dispatch({ type: 'offline-ready' }),
  });
  usePeriodicUpdateCheck(registration);
  return { status, refresh: () => void updateServiceWorker(true) };
}
