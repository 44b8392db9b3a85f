/** spec 1 §1: the statuses of the application's background update (service worker). */
export const UPDATE_STATUSES = [
  'checking',
  'registered',
  'installed',
  'update available',
  'error',
  'disabled',
] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

export type UpdateEvent =
  | { type: 'unsupported' }
  | { type: 'registered' }
  | { type: 'offline-ready' }
  | { type: 'need-refresh' }
  | { type: 'failed' };

/** How each service-worker event moves the status; the banner shows on 'update available'. */
export function nextUpdateStatus(current: UpdateStatus, event: UpdateEvent): UpdateStatus {
  switch (event.type) {
    case 'unsupported':
      return 'disabled';
    case 'registered':
      return current === 'update available' ? current : 'registered';
    case 'offline-ready':
      return current === 'update available' ? current : 'installed';
    case 'need-refresh':
      return 'update available';
    case 'failed':
      return 'error';
  }
}

export function showsUpdateBanner(status: UpdateStatus): boolean {
  return status === 'update available';
}
