import { UpdateBanner } from './update-banner';
import { useUpdateStatus } from './use-update-status';

/** The update banner of the registered service worker (update-notice.tsx fetches this once the page settled). */
export function RegisteredUpdateNotice() {
  const { status, refresh } = useUpdateStatus();
  return <UpdateBanner status={status} onRefresh={refresh} />;
}
