/**
 * What the service worker keeps of the API for reading offline (issue 15): the last answer of each of
 * these reads, served when the network does not answer (NetworkFirst, vite.config.ts). Sign-out removes
 * it with the rest of the user's data (spec 1 §4).
 */
export const OFFLINE_DATA_CACHE = 'basin-dms-offline-data';

/** The reads the wells screens and entry forms need: wells and their entries, the GSPs, config and user. */
export const OFFLINE_READABLE_API =
  /\/api\/(wells|pumptests|maintenancelog|wellvolumepumps|gsps|application\/config|auth\/me)(\/|\?|$)/;

/** Forgets what was kept for reading offline. */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_DATA_CACHE);
}
