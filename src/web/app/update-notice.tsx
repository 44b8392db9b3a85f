import { UpdateBanner } from './update-banner';
import { useUpdateStatus } from './use-update-status';

/** The update banner, driven by the service worker. Lives outside the router so a failed page still shows it. */
export function UpdateNotice() {
  const { status, refresh } = useUpdateStatus();
  return <UpdateBanner status={status} onRefresh={refresh} />;
}
